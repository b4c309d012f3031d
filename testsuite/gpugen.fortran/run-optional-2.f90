! Optional dummies tested with present () inside a loop nest: the nest
! is versioned on a flag computed before it (detect-optional-1.f90),
! and runs as a kernel whether the dummy is present or absent (absent,
! it copies nothing of it).  An explicit-shape array, an assumed-shape
! one (its stride and offset, computed before the loops under present
! (), are opaque: delinearized as rows of the stride, the element (i) in
! row i - 1, which holds for the lower bound 1; absent, the run-time
! checks read undefined values: the host path or a kernel that does not
! touch it; a section of stride 2 is rows of 2), a scalar, and the two
! arms of an if.  The results match a host reference for sizes 0, 1, odd
! and even; the kernels launch where regions must run on the device (the
! emulator, or GPUGEN_OFFLOAD=always), except where the dummy is absent
! and the nest does nothing else (the scalar's: the launch is under the
! flag).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fchecking=1 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_optional_2
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

  ! A := 2 A, then W := W + A where W is present.
  subroutine expl (a, n, w)
    integer :: n
    real(8), intent(inout) :: a(n)
    real(8), optional, intent(inout) :: w(n)
    integer :: i
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      a(i) = 2 * a(i)
      if (present (w)) w(i) = w(i) + a(i)
    end do
  end subroutine expl

  subroutine assumed (a, w)
    real(8), intent(inout) :: a(:)
    real(8), optional, intent(inout) :: w(:)
    integer :: i
    do i = 1, size (a) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      a(i) = 2 * a(i)
      if (present (w)) w(i) = w(i) + a(i)
    end do
  end subroutine assumed

  ! A := A + X where X is present.
  subroutine scalar (a, x)
    real(8), intent(inout) :: a(:)
    real(8), optional, intent(in) :: x
    integer :: i
    do i = 1, size (a) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (present (x)) a(i) = a(i) + x
    end do
  end subroutine scalar

  ! A := A + W where W is present, else 2 A.
  subroutine arms (a, n, w)
    integer :: n
    real(8), intent(inout) :: a(n)
    real(8), optional, intent(in) :: w(n)
    integer :: i
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (present (w)) then
        a(i) = a(i) + w(i)
      else
        a(i) = 2 * a(i)
      end if
    end do
  end subroutine arms

  ! X := V, on the host (V times the volatile one).
  subroutine setv (x, v)
    real(8), intent(out) :: x(:)
    real(8), intent(in) :: v(:)
    integer :: i
    do i = 1, size (x)
      x(i) = v(i) * one
    end do
  end subroutine setv

  ! Stop with CODE unless the launches since BEFORE are LAUNCHES, where
  ! regions must run on the device and N > 0.  (forced () only then: the
  ! runtime chooses its backend at the first call that needs one, which
  ! must come after a region of this file registered its image.)
  subroutine launched (before, launches, n, code)
    integer(c_long), intent(in) :: before
    integer, intent(in) :: launches, n, code
    if (n > 0) then
      if (forced () &
          .and. gpugen_kernel_launches () /= before + launches) stop code
    end if
  end subroutine launched
end module run_optional_2

program main
  use run_optional_2
  implicit none
  integer, parameter :: sizes(4) = [0, 1, 37, 64]
  real(8), allocatable :: a(:), w(:), a0(:), w0(:), w2(:)
  integer(c_long) :: before
  integer :: s, i, n
  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    allocate (a(n), w(n), a0(n), w0(n), w2(2*n))
    do i = 1, n
      a0(i) = mod (3 * i, 7) * one
      w0(i) = mod (i, 5) * one - 2
    end do

    call setv (a, a0)
    call setv (w, w0)
    before = gpugen_kernel_launches ()
    call expl (a, n, w)
    call launched (before, 1, n, 1)
    do i = 1, n
      if (a(i) /= 2 * a0(i) .or. w(i) /= w0(i) + 2 * a0(i)) stop 2
    end do
    call setv (a, a0)
    before = gpugen_kernel_launches ()
    call expl (a, n)
    call launched (before, 1, n, 3)
    do i = 1, n
      if (a(i) /= 2 * a0(i)) stop 4
    end do

    call setv (a, a0)
    call setv (w, w0)
    before = gpugen_kernel_launches ()
    call assumed (a, w)
    call launched (before, 1, n, 5)
    do i = 1, n
      if (a(i) /= 2 * a0(i) .or. w(i) /= w0(i) + 2 * a0(i)) stop 6
    end do
    call setv (a, a0)
    do i = 1, 2 * n
      w2(i) = -one
    end do
    do i = 1, n
      w2(2*i-1) = w0(i) * one
    end do
    before = gpugen_kernel_launches ()
    call assumed (a, w2(1:2*n:2))
    call launched (before, 1, n, 16)
    do i = 1, n
      if (a(i) /= 2 * a0(i) .or. w2(2*i-1) /= w0(i) + 2 * a0(i) &
          .or. w2(2*i) /= -one) stop 17
    end do
    call setv (a, a0)
    call assumed (a)
    do i = 1, n
      if (a(i) /= 2 * a0(i)) stop 7
    end do

    call setv (a, a0)
    before = gpugen_kernel_launches ()
    call scalar (a, 1.5d0)
    call launched (before, 1, n, 8)
    do i = 1, n
      if (a(i) /= a0(i) + 1.5d0) stop 9
    end do
    call setv (a, a0)
    before = gpugen_kernel_launches ()
    call scalar (a)
    call launched (before, 0, n, 10)
    do i = 1, n
      if (a(i) /= a0(i)) stop 11
    end do

    call setv (a, a0)
    before = gpugen_kernel_launches ()
    call arms (a, n, w0)
    call launched (before, 1, n, 12)
    do i = 1, n
      if (a(i) /= a0(i) + w0(i)) stop 13
    end do
    call setv (a, a0)
    before = gpugen_kernel_launches ()
    call arms (a, n)
    call launched (before, 1, n, 14)
    do i = 1, n
      if (a(i) /= 2 * a0(i)) stop 15
    end do
    deallocate (a, w, a0, w0, w2)
  end do
end program main
