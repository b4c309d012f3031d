! Conditional stores to dummies whose bounds the procedure never reads
! ("where" over another array's shape; "if" in a loop over the other
! array's size), in procedures that no caller of this file calls: the
! callers are in other-unit/run-store-extern-1-main.f90, another
! translation unit, which fills every field of the descriptors it
! passes since it cannot know which ones the procedure reads.  gpugen
! sizes the stored arrays by their descriptors (the extents, 0 for an
! allocatable dummy that is not allocated) and makes the stores
! unconditional ("c ? new : old") under a run-time check that the
! subscripts stay inside: assumed-shape dummies of rank 1 and 2 and an
! allocatable dummy.  The main program checks the results against a
! host reference with sizes 0, 1, odd and even, and that sections with
! a stride, an unallocated array and a shorter array run the host code
! (no launch).  (The same procedures called from this file stay misses:
! detect-store-assumed-1.f90.)
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-additional-sources "other-unit/run-store-extern-1-main.f90" }
! { dg-prune-output "gpugen: SCoP with" }
! { dg-prune-output "run-store-extern-1-main.f90:\[0-9\]+:\[0-9\]+: optimized: gpugen" }

module run_store_extern_1
  implicit none
contains
  subroutine where_1d (a, b, t)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    real(8), intent(in) :: t
    where (b > t) a = b - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_1d

  subroutine where_2d (a, b, t)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    real(8), intent(in) :: t
    where (b > t) a = 2 * b ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_2d

  subroutine where_alloc (a, b, t)
    real(8), allocatable, intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    real(8), intent(in) :: t
    where (b < t) a = b + 3 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_alloc

  ! a(i) := b(i) where b(i) > t, for i <= size (b): a may be shorter
  ! than b where the condition fails past its end.
  subroutine if_alloc (a, b, t)
    real(8), allocatable, intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    real(8), intent(in) :: t
    integer :: i
    do i = 1, size (b) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (b(i) > t) a(i) = b(i)
    end do
  end subroutine if_alloc
end module run_store_extern_1
