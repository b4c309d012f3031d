! Whole-array assignments to local allocatables of rank 2, which
! Fortran 2003 may reallocate, run against host references element by
! element.  GCC scalarizes their descriptors (SRA), so the offset, the
! stride and the index shifts reach the loops as PHI nodes of the join
! after the reallocation, with no store to a descriptor left; the
! offset was a parameter unrelated to the stride, delinearization took
! "offset + 1" (-stride) for the start of a column, assumed >= 0, and
! the run-time check failed at every execution: all of them ran on the
! host (GPUGEN_PROFILE: "0 of 1 execution on the device, 1 on the host
! (1 by the run-time checks)").  gpugen-descr-realloc.cc's
! gpugen_descr_phi_offset writes those PHIs as the same sum of the
! stride on every edge (~stride, or the lower bounds' sum), so each
! assignment launches its kernel: where the left-hand side has the
! right-hand side's shape (ra, rb; rd with other lower bounds, which
! it keeps), where it is reallocated to it first (re, of another
! shape; rg, of the same size and another shape) and where it was not
! allocated (rc).  The reallocation itself runs before the region, on
! the host, in every case (a and b pass through random_number first, so
! that their bounds are not known at the assignments).  An allocatable dummy (its descriptor in
! memory, not scalarized) keeps the reallocation check of
! gpugen_descr_phi_arg: of another shape or not allocated, the
! assignment runs on the host by the check, with the right result.
! Launch counts are checked where regions must run on the device: on
! the emulator, or under GPUGEN_OFFLOAD=always.  The products are by
! powers of 2, exact, so that nvcc's contraction of a product and a sum
! into one fused operation gives the host's result (3 * a - b failed
! on an H100 for that reason).
! { dg-do run }
! { dg-options "-O2 -fchecking=1" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*run-realloc-3.f90:72 \\(setd\\): 1 of 3 executions on the device, 2 on the host \\(2 by the run-time checks\\)" }

module run_realloc_3_util
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

  ! An allocatable dummy, its descriptor in memory.
  subroutine setd (d, x)
    real(8), allocatable, intent(inout) :: d(:,:)
    real(8), intent(in) :: x(:,:)
    d = x * one
  end subroutine setd

  ! Stop with CODE unless the launches since BEFORE are LAUNCHES (where
  ! regions must run on the device).
  subroutine launched (before, launches, code)
    integer(c_long), intent(in) :: before
    integer, intent(in) :: launches, code
    if (forced () .and. gpugen_kernel_launches () /= before + launches) &
      stop code
  end subroutine launched
end module run_realloc_3_util

program run_realloc_3
  use run_realloc_3_util
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), ra(:,:), rb(:,:), rc(:,:)
  real(8), allocatable :: rd(:,:), re(:,:), rg(:,:), dd(:,:)
  integer(c_long) :: before
  integer :: i, j, k, n, m
  n = nint (37 * one)
  m = nint (23 * one)
  allocate (a(n,m), b(n,m), ra(n,m), rb(n,m), rd(0:n-1,-1:m-2))
  allocate (re(n+2,m-1), rg(m,n))
  ! The library's calls take the descriptors of a and b: their bounds
  ! are unknown after them, as in a program that reads its arrays.
  call random_number (a)
  call random_number (b)
  ! A first kernel, after which the runtime names its backend.
  do j = 1, m
    do i = 1, n
      b(i,j) = b(i,j) - 0.5d0
    end do
  end do
  ! Of a's shape: the kernel.
  before = gpugen_kernel_launches ()
  ra = a * one
  call launched (before, 1, 1)
  before = gpugen_kernel_launches ()
  rb = a + 2 * b
  call launched (before, 1, 2)
  do j = 1, m
    do i = 1, n
      if (ra(i,j) /= a(i,j) * one) stop 3
      if (rb(i,j) /= a(i,j) * one + 2 * b(i,j)) stop 4
    end do
  end do
  ! Of a's shape with other lower bounds, which rd keeps: the kernel.
  before = gpugen_kernel_launches ()
  rd = a - b
  call launched (before, 1, 5)
  if (lbound (rd, 1) /= 0 .or. lbound (rd, 2) /= -1) stop 6
  if (ubound (rd, 1) /= n - 1 .or. ubound (rd, 2) /= m - 2) stop 6
  do j = 1, m
    do i = 1, n
      if (rd(i-1,j-2) /= a(i,j) * one - b(i,j)) stop 7
    end do
  end do
  ! Another shape: reallocated, then the kernel.
  before = gpugen_kernel_launches ()
  re = b * one
  call launched (before, 1, 8)
  if (size (re, 1) /= n .or. size (re, 2) /= m) stop 9
  if (lbound (re, 1) /= 1 .or. lbound (re, 2) /= 1) stop 9
  do j = 1, m
    do i = 1, n
      if (re(i,j) /= b(i,j) * one) stop 10
    end do
  end do
  ! The same size, another shape: no new memory, a new stride.
  before = gpugen_kernel_launches ()
  rg = 4 * a - b
  call launched (before, 1, 11)
  if (size (rg, 1) /= n .or. size (rg, 2) /= m) stop 12
  do j = 1, m
    do i = 1, n
      if (rg(i,j) /= 4 * a(i,j) * one - b(i,j)) stop 13
    end do
  end do
  ! Not allocated: allocated, then the kernel.
  before = gpugen_kernel_launches ()
  rc = a * b
  call launched (before, 1, 14)
  if (size (rc, 1) /= n .or. size (rc, 2) /= m) stop 15
  do j = 1, m
    do i = 1, n
      if (rc(i,j) /= a(i,j) * one * b(i,j)) stop 16
    end do
  end do
  ! The allocatable dummy: not allocated (on the host by the check),
  ! of x's shape (the kernel), of another shape (on the host by the
  ! check); its result each time.
  do k = 1, 3
    if (k == 3) then
      deallocate (dd)
      allocate (dd(m,m))
    end if
    before = gpugen_kernel_launches ()
    call setd (dd, b)
    call launched (before, merge (1, 0, k == 2), 17)
    if (size (dd, 1) /= n .or. size (dd, 2) /= m) stop 18
    do j = 1, m
      do i = 1, n
        if (dd(i,j) /= b(i,j) * one) stop 19
      end do
    end do
  end do
end program run_realloc_3
