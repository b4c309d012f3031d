! The assignments of detect-realloc-1.f90 to allocatable module arrays
! that Fortran 2003 may reallocate, run against host references.  STEP,
! "u = s * u + v" followed by a statement that reads u's stride, runs as
! kernels (it stayed on the host: "parametric stride").  SETIT, "t = 2 *
! x + 1": where t is not allocated, or has another shape, the
! assignment (re)allocates it on the host path; where t keeps its shape
! (its own lower bounds too), its kernel runs (before, the run-time
! check never held: it ran on the host every time).  Launch counts are
! checked where regions must run on the device: on the emulator, or
! under GPUGEN_OFFLOAD=always.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fchecking=1" }

module run_realloc_2
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
  real(8), allocatable :: u(:,:), v(:,:), w(:), t(:,:)
  integer :: nx
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

  subroutine step (s)
    real(8), intent(in) :: s
    u = s * u + v
    w(2:nx) = w(1:nx-1) + u(2:nx, 3)
  end subroutine step

  subroutine setit (x)
    real(8), intent(in) :: x(:,:)
    t = 2 * x + 1
  end subroutine setit

  ! Call SETIT; stop with CODE unless it launched LAUNCHES kernels
  ! (where regions must run on the device).
  subroutine setit_launches (x, launches, code)
    real(8), intent(in) :: x(:,:)
    integer, intent(in) :: launches, code
    integer(c_long) :: before
    before = gpugen_kernel_launches ()
    call setit (x)
    if (forced () .and. gpugen_kernel_launches () /= before + launches) &
      stop code
  end subroutine setit_launches

  ! Stop with CODE unless T has the shape of X and holds 2 X + 1.
  subroutine check_t (x, code)
    real(8), intent(in) :: x(:,:)
    integer, intent(in) :: code
    integer :: i, j
    if (any (shape (t) /= shape (x))) stop code
    do j = 1, size (x, 2)
      do i = 1, size (x, 1)
        if (t(lbound (t, 1) + i - 1, lbound (t, 2) + j - 1) &
            /= 2 * x(i, j) * one + 1) stop code
      end do
    end do
  end subroutine check_t
end module run_realloc_2

program main
  use run_realloc_2
  implicit none
  real(8), allocatable :: x(:,:), y(:,:), ur(:,:), wr(:)
  integer(c_long) :: before
  integer :: i, j, it, n, m
  n = nint (23 * one)
  m = nint (9 * one)
  nx = n
  allocate (u(n,m), v(n,m), w(n), x(n,m), y(n+4,m-2))
  do j = 1, m
    do i = 1, n
      u(i,j) = mod (i * 7 + j, 11) * one
      v(i,j) = mod (i + 3 * j, 5) * one
      x(i,j) = (i * 3 - j) * one
    end do
  end do
  y = 0.5d0 * one
  w = one
  ur = u
  wr = w
  do it = 1, 3
    before = gpugen_kernel_launches ()
    call step (0.5d0)
    if (forced () .and. gpugen_kernel_launches () < before + 2) stop 10
    do j = 1, m
      do i = 1, n
        ur(i,j) = 0.5d0 * ur(i,j) * one + v(i,j)
      end do
    end do
    do i = n, 2, -1
      wr(i) = wr(i-1) * one + ur(i,3)
    end do
    if (any (u /= ur) .or. any (w /= wr)) stop 11
  end do
  ! Unallocated: allocated on the host path.
  call setit_launches (x, 0, 20)
  call check_t (x, 21)
  ! Of x's shape: the kernel.
  call setit_launches (x, 1, 22)
  call check_t (x, 23)
  ! Another shape: reallocated on the host path, then the kernel.
  call setit_launches (y, 0, 24)
  call check_t (y, 25)
  call setit_launches (y, 1, 26)
  call check_t (y, 27)
  ! x's shape with other lower bounds, which t keeps: the kernel.
  deallocate (t)
  allocate (t(0:n-1, -1:m-2))
  call setit_launches (x, 1, 28)
  if (lbound (t, 1) /= 0 .or. lbound (t, 2) /= -1) stop 29
  call check_t (x, 30)
end program main
