! Conditional stores to module allocatable arrays, of elements the
! condition does not read: a "where" over another array's shape, and
! "if (b(i) > t) a(i) = b(i)" for i up to n.  gpugen makes each store
! unconditional ("c ? new : old") where every element it may write is
! inside the array: the extents come from its descriptor, 0 where the
! array is not allocated, under a run-time check of the subscripts.
! Where the check fails the region runs its host code, with no launch:
! a shorter than the loop, allocated with other bounds (a(0:n-2), the
! stores to a(n) and a(n-1)... never happen), or not allocated at all
! (no store happens).  The results match a host reference.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-dump" }
! { dg-prune-output "gpugen: SCoP with" }

module run_store_alloc_1
  use iso_c_binding, only: c_long
  implicit none
  real(8), allocatable :: a(:), b(:)
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
  subroutine masked (t)
    real(8), intent(in) :: t
    where (b > t) a = b - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine masked

  subroutine upto (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer :: i
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (b(i) > t) a(i) = b(i) * 2
    end do
  end subroutine upto
end module run_store_alloc_1

program main
  use run_store_alloc_1
  implicit none
  integer, parameter :: nmax = 50
  real(8) :: r(nmax)
  integer(c_long) :: before
  integer :: i, n

  n = nint (nmax * one)
  allocate (a(n), b(n))
  do i = 1, n
    b(i) = mod (7 * i, 23) - 11 * one
    a(i) = -100 - i * one
    r(i) = a(i)
  end do
  call masked (2.5d0 * one)
  do i = 1, n
    if (b(i) * one > 2.5d0) r(i) = b(i) - 1
    if (a(i) /= r(i) * one) call abort ()
  end do
  call upto (n, -3.5d0 * one)
  do i = 1, n
    if (b(i) * one > -3.5d0) r(i) = b(i) * 2
    if (a(i) /= r(i) * one) call abort ()
  end do

  ! Other bounds: b(i) > 8 only where i <= n - 2, inside a(0:n-2).
  deallocate (a)
  allocate (a(0:n-2))
  do i = 0, n - 2
    a(i) = i * one
  end do
  do i = 1, n
    b(i) = merge (10 * one, -one, i <= n - 2 .and. mod (i, 3) == 0)
  end do
  before = gpugen_kernel_launches ()
  call upto (n, 8 * one)
  if (gpugen_kernel_launches () /= before) call abort ()
  do i = 0, n - 2
    if (a(i) /= merge (20 * one, i * one, i > 0 .and. mod (i, 3) == 0)) &
      call abort ()
  end do

  ! Not allocated (its descriptor keeps the bounds 1:n of its last
  ! allocation; the data pointer is null): no b(i) > 100, so no store
  ! happens.
  deallocate (a)
  allocate (a(n))
  deallocate (a)
  before = gpugen_kernel_launches ()
  call upto (n, 100 * one)
  if (gpugen_kernel_launches () /= before) call abort ()
  if (allocated (a)) call abort ()
end program main

! { dg-final { scan-tree-dump-times "extents from its descriptor" 2 "gpugen" } }
