! Whole-array assignments to local allocatables inside a loop, run
! against host references element by element.  GCC scalarizes their
! descriptors (SRA): the offset, the index shifts and the strides reach
! the loops as PHI nodes of the join after gfortran's reallocation, and
! on the arm where the array is kept (already of the right shape) their
! arguments are the values the previous pass through the loop left.
! Before, the rank-2 offset was a parameter unrelated to the stride
! ("q = a(:,:,1) + it": "0 of 3 executions on the device, 3 on the host
! (3 by the run-time checks)") and rank 3 found no chain of strides
! ("r = a * 2 + it": "parametric stride").  gpugen-descr-realloc.cc's
! phi_offset_checked replaces the offset by its value on the arms that
! allocate the array, checked at run time: each assignment launches its
! kernel at every pass, where the array keeps its shape (s3, s2),
! where its shape changes from pass to pass or stays (sk, of another
! extent; sz, of the same size), where it is not allocated at entry or
! deallocated in the loop (s2, sk), and where it keeps lower bounds
! other than 1 (slb, rank 3 and rank 2).  The products are by powers of
! 2, exact, so that a contraction into a fused operation on the GPU
! gives the host's result.  Launch counts are checked where regions
! must run on the device: on the emulator, or under
! GPUGEN_OFFLOAD=always.
! { dg-do run }
! { dg-options "-O2 -fchecking=1" }

module run_realloc_4_util
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

  ! Stop with CODE unless the launches since BEFORE are LAUNCHES (where
  ! regions must run on the device).
  subroutine launched (before, launches, code)
    integer(c_long), intent(in) :: before
    integer, intent(in) :: launches, code
    if (forced () .and. gpugen_kernel_launches () /= before + launches) &
      stop code
  end subroutine launched

  ! Rank 3, allocated of another shape before the loop: reallocated in
  ! the first pass, kept in the others.
  subroutine s3 (a, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n,n)
    real(8), allocatable :: r(:,:,:)
    integer(c_long) :: before
    integer :: it, i, j, k
    allocate (r(2,2,2))
    r = 0
    do it = 1, 3
      before = gpugen_kernel_launches ()
      r = a * 2.0d0 + it
      call launched (before, 1, 1)
      if (any (shape (r) /= [n, n, n]) .or. any (lbound (r) /= 1)) stop 2
      do k = 1, n
        do j = 1, n
          do i = 1, n
            if (r(i,j,k) /= a(i,j,k) * one * 2.0d0 + it) stop 3
          end do
        end do
      end do
    end do
  end subroutine s3

  ! Rank 2, not allocated at entry: allocated in the first pass.
  subroutine s2 (a, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n,n)
    real(8), allocatable :: q(:,:)
    integer(c_long) :: before
    integer :: it, i, j
    do it = 1, 3
      before = gpugen_kernel_launches ()
      q = a(:,:,2) + it
      call launched (before, 1, 4)
      if (any (shape (q) /= [n, n])) stop 5
      do j = 1, n
        do i = 1, n
          if (q(i,j) /= a(i,j,2) * one + it) stop 6
        end do
      end do
    end do
  end subroutine s2

  ! A shape that changes from pass to pass (n, n - 1, n - 1, n - 2, ...;
  ! reallocated or kept), deallocated in the fourth pass.
  subroutine sk (a, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n,n)
    real(8), allocatable :: q(:,:)
    integer(c_long) :: before
    integer :: it, i, j, m
    do it = 1, 6
      m = n - it / 2
      if (it == 4) deallocate (q)
      before = gpugen_kernel_launches ()
      q = a(1:m,2:m,3) * 4.0d0 - it
      call launched (before, 1, 7)
      if (size (q, 1) /= m .or. size (q, 2) /= m - 1) stop 8
      do j = 1, m - 1
        do i = 1, m
          if (q(i,j) /= a(i,j+1,3) * one * 4.0d0 - it) stop 9
        end do
      end do
    end do
  end subroutine sk

  ! Shapes of the same size (6 x 4, 4 x 6, 8 x 3, 8 x 3): no new
  ! memory, a new stride or the same.
  subroutine sz (a, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n,n)
    real(8), allocatable :: q(:,:)
    integer(c_long) :: before
    integer :: it, i, j, m1, m2
    integer, parameter :: d1(4) = [6, 4, 8, 8], d2(4) = [4, 6, 3, 3]
    do it = 1, 4
      m1 = d1(it) + n - n
      m2 = d2(it) + n - n
      before = gpugen_kernel_launches ()
      q = a(1:m1,1:m2,1) + 2 * it
      call launched (before, 1, 10)
      if (size (q, 1) /= m1 .or. size (q, 2) /= m2) stop 11
      do j = 1, m2
        do i = 1, m1
          if (q(i,j) /= a(i,j,1) * one + 2 * it) stop 12
        end do
      end do
    end do
  end subroutine sz

  ! Lower bounds other than 1, kept by the assignments (the shape is
  ! the right-hand side's): rank 3 and rank 2.
  subroutine slb (a, n, lb)
    integer, intent(in) :: n, lb
    real(8), intent(in) :: a(n,n,n)
    real(8), allocatable :: r(:,:,:), w(:,:)
    integer(c_long) :: before
    integer :: it, i, j, k
    allocate (r(lb:lb+n-1,2:n+1,-3:n-4), w(0:n-1,lb:lb+n-1))
    do it = 1, 3
      before = gpugen_kernel_launches ()
      r = a * 2.0d0 - it
      call launched (before, 1, 13)
      before = gpugen_kernel_launches ()
      w = a(:,:,n) - it
      call launched (before, 1, 14)
      if (any (lbound (r) /= [lb, 2, -3]) .or. any (shape (r) /= n)) stop 15
      if (any (lbound (w) /= [0, lb]) .or. any (shape (w) /= n)) stop 15
      do k = 1, n
        do j = 1, n
          do i = 1, n
            if (r(i+lb-1,j+1,k-4) /= a(i,j,k) * one * 2.0d0 - it) stop 16
          end do
          if (w(j-1,k+lb-1) /= a(j,k,n) * one - it) stop 17
        end do
      end do
    end do
  end subroutine slb
end module run_realloc_4_util

program run_realloc_4
  use run_realloc_4_util
  implicit none
  real(8), allocatable :: a(:,:,:)
  integer :: n, i, j, k
  n = nint (19 * one)
  allocate (a(n,n,n))
  call random_number (a)
  ! A first kernel, after which the runtime names its backend.
  do k = 1, n
    do j = 1, n
      do i = 1, n
        a(i,j,k) = a(i,j,k) - 0.5d0
      end do
    end do
  end do
  call s3 (a, n)
  call s2 (a, n)
  call sk (a, n)
  call sz (a, n)
  call slb (a, n, 1)
  call slb (a, n, 0)
  call slb (a, n, -5)
end program run_realloc_4
