! Arrays of fixed shape reach GIMPLE linearized (p(i, j) of a real(8)
! p(100, 100) is p[i + 100 * j - 101]); gpugen-delin-fixed.cc splits
! them by their constant strides, the inner subscripts within their
! dimensions a run-time assumption, so that a nest to run-time bounds
! runs as one kernel instead of one launch per column (before: "launched
! in 1 host loop").  Module arrays (2-D, and 3-D), a derived-type
! component and a COMMON array over an inner section i = 2 .. n - 1,
! with bounds equal to the extents and smaller, each against a host
! reference bit for bit; on the emulator each call must launch exactly
! one kernel (n before; none where the assumption, wrongly, failed).
! { dg-do run }
! { dg-options "-O2 -fno-inline" }

module run_fixed_shape_1
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
  type grid
    integer :: n, m
    real(8) :: x(40, 30), y(40, 30)
  end type grid
  real(8) :: p(100, 100), q(100, 100), qr(100, 100)
  real(8) :: u(12, 10, 8), v(12, 10, 8), vr(12, 10, 8)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  integer(c_long) :: before
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

  ! Stop with CODE unless one kernel ran since BEFORE (where regions
  ! must run on the device).
  subroutine one_launch (code)
    integer, intent(in) :: code
    if (forced () .and. gpugen_kernel_launches () - before /= 1) stop code
  end subroutine one_launch

  subroutine mod2 (n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m
      do i = 1, n
        q(i, j) = 0.5d0 * q(i, j) + 2 * p(i, j) + i - 3 * j
      end do
    end do
  end subroutine mod2

  subroutine mod2_ref (n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m
      do i = 1, n
        qr(i, j) = (0.5d0 * qr(i, j) + 2 * p(i, j) + i - 3 * j) * one
      end do
    end do
  end subroutine mod2_ref

  subroutine mod3 (n1, n2, n3)
    integer, intent(in) :: n1, n2, n3
    integer :: i, j, k
    do k = 1, n3
      do j = 1, n2
        do i = 1, n1
          v(i, j, k) = v(i, j, k) * 0.25d0 + u(i, j, k) + i * j - k
        end do
      end do
    end do
  end subroutine mod3

  subroutine mod3_ref (n1, n2, n3)
    integer, intent(in) :: n1, n2, n3
    integer :: i, j, k
    do k = 1, n3
      do j = 1, n2
        do i = 1, n1
          vr(i, j, k) = (vr(i, j, k) * 0.25d0 + u(i, j, k) + i * j - k) * one
        end do
      end do
    end do
  end subroutine mod3_ref

  subroutine der (f)
    type(grid), intent(inout) :: f
    integer :: i, j
    do j = 1, f%m
      do i = 1, f%n
        f%y(i, j) = f%y(i, j) * 0.5d0 + f%x(i, j) - j
      end do
    end do
  end subroutine der

  subroutine der_ref (f)
    type(grid), intent(inout) :: f
    integer :: i, j
    do j = 1, f%m
      do i = 1, f%n
        f%y(i, j) = (f%y(i, j) * 0.5d0 + f%x(i, j) - j) * one
      end do
    end do
  end subroutine der_ref
end module run_fixed_shape_1

! The inner section i = 2 .. n - 1 of a COMMON array: within the
! dimension for n <= 51.
subroutine com (n, m)
  implicit none
  integer, intent(in) :: n, m
  integer :: i, j
  real(8) :: a(50, 80), b(50, 80)
  common /run_fixed_shape_1b/ a, b
  do j = 1, m
    do i = 2, n - 1
      b(i, j) = b(i, j) * 0.75d0 + 3 * a(i, j) - i
    end do
  end do
end subroutine com

subroutine com_ref (n, m, r)
  use run_fixed_shape_1, only: one
  implicit none
  integer, intent(in) :: n, m
  real(8), intent(inout) :: r(50, 80)
  integer :: i, j
  real(8) :: a(50, 80), b(50, 80)
  common /run_fixed_shape_1b/ a, b
  do j = 1, m
    do i = 2, n - 1
      r(i, j) = (r(i, j) * 0.75d0 + 3 * a(i, j) - i) * one
    end do
  end do
end subroutine com_ref

program main
  use run_fixed_shape_1
  implicit none
  real(8) :: a(50, 80), b(50, 80), br(50, 80)
  common /run_fixed_shape_1b/ a, b
  type(grid) :: f, fr
  integer :: i, j, k, t
  integer :: sz(2, 3) = reshape ([100, 100, 37, 61, 1, 100], [2, 3])
  do j = 1, 100
    do i = 1, 100
      p(i, j) = mod (i * 7 + j * 3, 19) * one - 9
      q(i, j) = mod (i * 5 + j, 11) * one + 0.25d0
    end do
  end do
  qr = q
  do k = 1, 8
    do j = 1, 10
      do i = 1, 12
        u(i, j, k) = mod (i + 3 * j + 5 * k, 13) * one
        v(i, j, k) = mod (2 * i + j + k, 7) * one - 0.5d0
      end do
    end do
  end do
  vr = v
  do j = 1, 30
    do i = 1, 40
      f%x(i, j) = mod (i * 3 + j, 17) * one - 4
      f%y(i, j) = mod (i + j * 7, 5) * one
    end do
  end do
  fr = f
  do j = 1, 80
    do i = 1, 50
      a(i, j) = mod (i * 11 + j, 23) * one - 11
      b(i, j) = mod (i + j, 3) * one + 0.125d0
    end do
  end do
  br = b

  do t = 1, 3
    before = gpugen_kernel_launches ()
    call mod2 (sz(1, t), sz(2, t))
    call one_launch (1)
    call mod2_ref (sz(1, t), sz(2, t))
    if (any (q /= qr)) stop 2
  end do

  before = gpugen_kernel_launches ()
  call mod3 (12, 10, 8)
  call one_launch (3)
  call mod3_ref (12, 10, 8)
  if (any (v /= vr)) stop 4
  before = gpugen_kernel_launches ()
  call mod3 (5, 3, 7)
  call one_launch (5)
  call mod3_ref (5, 3, 7)
  if (any (v /= vr)) stop 6

  f%n = 40
  f%m = 30
  fr%n = 40
  fr%m = 30
  before = gpugen_kernel_launches ()
  call der (f)
  call one_launch (7)
  call der_ref (fr)
  if (any (f%y /= fr%y)) stop 8
  f%n = 17
  f%m = 9
  fr%n = 17
  fr%m = 9
  before = gpugen_kernel_launches ()
  call der (f)
  call one_launch (9)
  call der_ref (fr)
  if (any (f%y /= fr%y)) stop 10

  ! i = 2 .. 50: the whole inner extent but its first row.
  before = gpugen_kernel_launches ()
  call com (51, 80)
  call one_launch (11)
  call com_ref (51, 80, br)
  if (any (b /= br)) stop 12
  before = gpugen_kernel_launches ()
  call com (20, 13)
  call one_launch (13)
  call com_ref (20, 13, br)
  if (any (b /= br)) stop 14
end program main
