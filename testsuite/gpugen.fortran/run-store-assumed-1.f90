! Conditional stores to assumed-shape dummies: "where"
! on one- and two-dimensional dummies, with and without the contiguous
! attribute, and an explicit "if (x(i) > t) y(i) = x(i)", in procedures
! that read the bounds of the array they store to (size, shape).
! gpugen makes each store unconditional ("c ? new : old") where every
! element it may write is inside the object its descriptor describes:
! the extents are read from the descriptor before the region, and the
! run-time check holds that the subscripts stay below them (and that the
! layout is the contiguous one).  Where it does not, the region runs its
! host code, with no launch: y shorter than the loop (the stores past
! its end never happen), a section with a stride passed to a dummy
! without the contiguous attribute.  The results match a host
! reference, with both sides of the conditions taken.  (-fno-inline
! keeps the procedures out of the main program, whose arrays have
! fixed shapes.)  An allocatable dummy likewise (store_alloc).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_store_assumed_1
  use iso_c_binding, only: c_long
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  interface
    ! The runtime's count of kernel launches so far.
    function gpugen_kernel_launches () bind (c)
      import :: c_long
      integer(c_long) :: gpugen_kernel_launches
    end function gpugen_kernel_launches
  end interface
contains
  subroutine where_1d (a, b, t)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    real(8), intent(in) :: t
    if (size (a) /= size (b)) call abort ()
    where (b > t) a = b - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_1d

  subroutine where_2d (a, b, t)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    real(8), intent(in) :: t
    if (any (shape (a) /= shape (b))) call abort ()
    where (b > t) a = b * 2 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_2d

  subroutine where_2d_contig (a, b, t)
    real(8), contiguous, intent(inout) :: a(:,:)
    real(8), contiguous, intent(in) :: b(:,:)
    real(8), intent(in) :: t
    if (any (shape (a) /= shape (b))) call abort ()
    where (b > t) a = b + 3 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_2d_contig

  ! M := size (y); y(i) := x(i) for i <= N where x(i) > T.
  subroutine store_n (n, x, y, t, m)
    integer, intent(in) :: n
    real(8), intent(in) :: x(:), t
    real(8), intent(inout) :: y(:)
    integer, intent(out) :: m
    integer :: i
    m = size (y)
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (x(i) > t) y(i) = x(i)
    end do
  end subroutine store_n

  ! The same on an allocatable dummy: gfortran loads its data pointer
  ! and offset in the store's arm, which go before the loop first.
  subroutine store_alloc (x, y, t, m)
    real(8), intent(in) :: x(:), t
    real(8), allocatable, intent(inout) :: y(:)
    integer, intent(out) :: m
    integer :: i
    m = size (y)
    do i = 1, size (x) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (x(i) > t) y(i) = x(i)
    end do
  end subroutine store_alloc
end module run_store_assumed_1

program main
  use run_store_assumed_1
  implicit none
  integer, parameter :: nmax = 60
  real(8) :: a1(nmax), b1(nmax), r1(nmax)
  real(8) :: a2(nmax,nmax), b2(nmax,nmax), r2(nmax,nmax)
  real(8) :: x(nmax), y(nmax), ry(nmax)
  integer(c_long) :: before
  integer :: i, j, n, m, k
  real(8), allocatable :: ya(:)

  n = nint (nmax * one)
  do i = 1, n
    b1(i) = mod (7 * i, 23) - 11 * one
    a1(i) = -100 - i * one
    r1(i) = a1(i)
    x(i) = mod (3 * i, 11) - 5 * one
    y(i) = i * one
    ry(i) = y(i)
    do j = 1, n
      b2(i,j) = mod (7 * i + 5 * j, 23) - 11 * one
      a2(i,j) = -100 - i - j * one
      r2(i,j) = a2(i,j)
    end do
  end do

  call where_1d (a1, b1, 2.5d0 * one)
  do i = 1, n
    if (b1(i) * one > 2.5d0) r1(i) = b1(i) - 1
    if (a1(i) /= r1(i) * one) call abort ()
  end do

  ! Whole arrays; then a section with a stride in the first dimension,
  ! which the layout check sends to the host code.
  call where_2d (a2, b2, -1.5d0 * one)
  do j = 1, n
    do i = 1, n
      if (b2(i,j) * one > -1.5d0) r2(i,j) = b2(i,j) * 2
    end do
  end do
  before = gpugen_kernel_launches ()
  call where_2d (a2(1:n:2,:), b2(2:n:2,:), 4.5d0 * one)
  if (gpugen_kernel_launches () /= before) call abort ()
  do j = 1, n
    do i = 1, n, 2
      if (b2(i+1,j) * one > 4.5d0) r2(i,j) = b2(i+1,j) * 2
    end do
  end do
  ! Sections: gfortran packs them for the contiguous dummies.
  call where_2d_contig (a2(:,2:n), b2(:,1:n-1), 0.5d0 * one)
  do j = 2, n
    do i = 1, n
      if (b2(i,j-1) * one > 0.5d0) r2(i,j) = b2(i,j-1) + 3
    end do
  end do
  do j = 1, n
    do i = 1, n
      if (a2(i,j) /= r2(i,j) * one) call abort ()
    end do
  end do

  call store_n (n, x, y, 1.5d0 * one, k)
  if (k /= n) call abort ()
  do i = 1, n
    if (x(i) * one > 1.5d0) ry(i) = x(i)
    if (y(i) /= ry(i) * one) call abort ()
  end do
  ! y shorter than the loop: x(i) > 100 only for i <= m / 2, so that
  ! the program stores inside y; the check fails (size (y) < n).
  m = n / 2
  do i = 1, n
    x(i) = merge (200 * one, -one, i <= m / 2)
  end do
  before = gpugen_kernel_launches ()
  call store_n (n, x, y(1:m), 100 * one, k)
  if (gpugen_kernel_launches () /= before .or. k /= m) call abort ()
  do i = 1, n
    if (i <= m / 2) ry(i) = x(i)
    if (y(i) /= ry(i) * one) call abort ()
  end do

  ! An allocatable dummy: as long as x, then shorter, with x(i) > t
  ! only inside it (the check fails: the host code).
  allocate (ya(n))
  do i = 1, n
    x(i) = mod (5 * i, 9) - 4 * one
    ya(i) = -i * one
    ry(i) = ya(i)
  end do
  call store_alloc (x(1:n), ya, 0.5d0 * one, k)
  if (k /= n) call abort ()
  do i = 1, n
    if (x(i) * one > 0.5d0) ry(i) = x(i)
    if (ya(i) /= ry(i) * one) call abort ()
  end do
  deallocate (ya)
  m = n / 2 + 1
  allocate (ya(m))
  do i = 1, n
    x(i) = merge (200 * one, -one, i <= m)
  end do
  do i = 1, m
    ya(i) = -one
  end do
  before = gpugen_kernel_launches ()
  call store_alloc (x(1:n), ya, 100 * one, k)
  if (gpugen_kernel_launches () /= before .or. k /= m) call abort ()
  do i = 1, m
    if (ya(i) /= 200 * one) call abort ()
  end do
end program main
