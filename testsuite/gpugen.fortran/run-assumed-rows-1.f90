! Two-dimensional assumed-shape dummies of procedures that do not read
! their bounds (loops to dummies N and M), called from the same file:
! IPA mod/ref lets GCC delete the caller's stores of the bounds the
! procedure never reads, so their second stride stays a parameter, the
! length of the rows (gpugen-descr.cc, "strides stay parameters"), and
! the arrays are copied with the check of host memory.  Whole arrays,
! sections with gaps between their rows (a(2:n-1, :), b(1:28, 2:30)),
! a section with a column stride (host: its first stride is not 1), two
! written sections of one array whose rows interleave (x(1:10, :) and
! x(11:20, :): host) and two that do not (x(:, 1:10), x(:, 11:20)), all
! against host references element by element; whole arrays and gapped
! sections must launch their kernels where regions run on the device
! (before, the check failed every time and the host code ran).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fplugin-arg-gpugen-dump=details" }

module run_assumed_rows_1
  use iso_c_binding, only: c_long, c_ptr, c_char, c_f_pointer
  implicit none
  interface
    ! The name of the runtime's backend.
    function gpugen_backend () bind (c)
      import :: c_ptr
      type(c_ptr) :: gpugen_backend
    end function gpugen_backend
    ! The runtime's count of kernel launches so far.
    function gpugen_kernel_launches () bind (c)
      import :: c_long
      integer(c_long) :: gpugen_kernel_launches
    end function gpugen_kernel_launches
  end interface
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  ! Whether regions must run on the device: the emulator's backend, or
  ! GPUGEN_OFFLOAD=always.
  logical function forced ()
    character(kind=c_char), pointer :: name(:)
    character(len=8), parameter :: emu = 'emulator'
    character(len=16) :: offload
    integer :: i
    call c_f_pointer (gpugen_backend (), name, [9])
    forced = .true.
    do i = 1, 8
      if (name(i) /= emu(i:i)) forced = .false.
      if (name(i) == achar (0)) exit
    end do
    call get_environment_variable ('GPUGEN_OFFLOAD', offload)
    if (offload == 'always') forced = .true.
  end function forced

  subroutine rows (a, b, n, m)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m
      do i = 1, n
        a(i, j) = 0.5d0 * a(i, j) + b(i, j) + i - 2 * j
      end do
    end do
  end subroutine rows

  subroutine rows_ref (a, b, n, m)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m
      do i = 1, n
        a(i, j) = (0.5d0 * a(i, j) + b(i, j) + i - 2 * j) * one
      end do
    end do
  end subroutine rows_ref

  subroutine two (p, q, b, n, m)
    real(8), intent(inout) :: p(:,:), q(:,:)
    real(8), intent(in) :: b(:,:)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m
      do i = 1, n
        p(i, j) = b(i, j) + 1
        q(i, j) = b(i, j) * 2 - j
      end do
    end do
  end subroutine two

  subroutine two_ref (p, q, b, n, m)
    real(8), intent(inout) :: p(:,:), q(:,:)
    real(8), intent(in) :: b(:,:)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m
      do i = 1, n
        p(i, j) = (b(i, j) + 1) * one
        q(i, j) = (b(i, j) * 2 - j) * one
      end do
    end do
  end subroutine two_ref

  subroutine fill (a, r, seed)
    real(8), intent(out) :: a(:,:), r(:,:)
    integer, intent(in) :: seed
    integer :: i, j
    do j = 1, size (a, 2)
      do i = 1, size (a, 1)
        a(i, j) = mod (i * 7 + j * 3 + seed, 19) * one - 9
        r(i, j) = a(i, j)
      end do
    end do
  end subroutine fill
end module run_assumed_rows_1

program main
  use run_assumed_rows_1
  implicit none
  real(8) :: a(30, 30), r(30, 30), b(30, 30), x(20, 20), y(20, 20)
  integer :: i, j, seed
  integer(c_long) :: before
  do j = 1, 30
    do i = 1, 30
      b(i, j) = mod (i * 5 + j, 11) * one + 0.25d0
    end do
  end do
  do seed = 0, 2
    ! Whole arrays, and rows shorter than the strides.
    call fill (a, r, seed)
    before = gpugen_kernel_launches ()
    call rows (a, b, 30, 30)
    if (forced () .and. gpugen_kernel_launches () == before) stop 1
    call rows_ref (r, b, 30, 30)
    if (any (a /= r)) stop 2
    before = gpugen_kernel_launches ()
    call rows (a(2:29, :), b(1:28, 2:30), 28, 29)
    if (forced () .and. gpugen_kernel_launches () == before) stop 3
    call rows_ref (r(2:29, :), b(1:28, 2:30), 28, 29)
    if (any (a /= r)) stop 4
    call rows (a(1:17, 3:30), b, 17 - seed, 28)
    call rows_ref (r(1:17, 3:30), b, 17 - seed, 28)
    if (any (a /= r)) stop 5
    ! A column stride, and rows with a stride: the host code.
    call rows (a(:, 1:30:2), b(2:30:2, :), 15, 15)
    call rows_ref (r(:, 1:30:2), b(2:30:2, :), 15, 15)
    if (any (a /= r)) stop 6
    ! Two written sections whose rows interleave, and two that do not.
    call fill (x, y, seed)
    call two (x(1:10, :), x(11:20, :), b, 10, 20)
    call two_ref (y(1:10, :), y(11:20, :), b, 10, 20)
    if (any (x /= y)) stop 7
    call two (x(:, 1:10), x(:, 11:20), b(3:22, :), 20 - seed, 10)
    call two_ref (y(:, 1:10), y(:, 11:20), b(3:22, :), 20 - seed, 10)
    if (any (x /= y)) stop 8
  end do
end program main
! { dg-final { scan-tree-dump "may be unset: its strides stay parameters" "gpugen" } }
