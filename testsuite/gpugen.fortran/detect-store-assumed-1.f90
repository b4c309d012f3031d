! Conditional stores to assumed-shape dummies, of elements the condition
! does not read: made unconditional ("c ? new : old") where the
! descriptor's extents bound the elements they may write, under a
! run-time check of the parameters (size (a) >= size (b) here).  The
! procedure must read the bounds of the array it stores to itself
! (size, shape), or be called from other files only: where neither
! holds (a "where" over another array's shape alone, in a procedure
! that this file calls), its callers in the same file may leave those
! fields of the descriptor unset, and the store stays a miss naming the
! condition; a caller in another file sets them all, since it cannot
! know which ones the procedure reads (unread_extern, an allocatable
! dummy too).  A pointer dummy's target may be gone: its
! store is never sized by its descriptor.  Module allocatables are sized by their descriptors too,
! unless the procedure allocates them.  (Misses of spec-range-check=0.)
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details -fplugin-arg-gpugen-spec-range-check=0" }

module detect_store_assumed_1
  implicit none
  real(8), allocatable :: ma(:), mb(:)
contains
  subroutine where_1d (a, b, t)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    real(8), intent(in) :: t
    if (size (a) < size (b)) stop 1
    where (b > t) a = b - 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine where_1d

  subroutine where_2d (a, b, t)
    real(8), contiguous, intent(inout) :: a(:,:)
    real(8), contiguous, intent(in) :: b(:,:)
    real(8), intent(in) :: t
    if (any (shape (a) /= shape (b))) stop 1 ! { dg-missed "loop with several exits" }
    where (b > t) a = b * 2 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
  end subroutine where_2d

  subroutine unread (a, b, t)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    real(8), intent(in) :: t
    where (b > t) a = b - 1 ! { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 42, whose store may write outside its array, not sized by its descriptor: the procedure reads none of its bounds and is called in this file, whose callers may leave them unset, with spec-range-check=0\\)" }
  end subroutine unread

  subroutine calls_unread (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    call unread (a, b, 0.5d0)
  end subroutine calls_unread

  subroutine unread_extern (a, c, t)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: c(:)
    real(8), intent(in) :: t
    where (c > t) a = c - 2 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine unread_extern

  subroutine unread_extern_alloc (b, c, t)
    real(8), allocatable, intent(inout) :: b(:)
    real(8), intent(in) :: c(:)
    real(8), intent(in) :: t
    where (c < t) b = c + 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine unread_extern_alloc

  subroutine target_gone (a, b, t)
    real(8), pointer, intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    real(8), intent(in) :: t
    integer :: i
    do i = 1, size (a) ! { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 71, whose store may write outside its array, not sized by its descriptor: a pointer's target may have gone, with spec-range-check=0\\)" }
      if (b(i) > t) a(i) = b(i)
    end do
  end subroutine target_gone
  ! Module allocatables: sized by their descriptors, unless the
  ! procedure stores to the descriptor (allocates), whose stores of the
  ! bounds may have been sunk past the loop.
  subroutine module_where (t)
    real(8), intent(in) :: t
    where (mb > t) ma = mb - 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine module_where

  subroutine module_alloc (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    allocate (ma(n))
    where (mb > t) ma = mb - 1 ! { dg-missed "loop nest not a SCoP: condition not affine \\(data-dependent control flow\\) \\(the condition at line 86, whose store may write outside its array, with spec-range-check=0\\)" }
  end subroutine module_alloc
end module detect_store_assumed_1

! { dg-final { scan-tree-dump-times "extents from its descriptor" 5 "gpugen" } }
! { dg-final { scan-tree-dump-times "conditional stores made unconditional" 5 "gpugen" } }
! { dg-final { scan-tree-dump-times "the conditional store put back" 8 "gpugen" } }
