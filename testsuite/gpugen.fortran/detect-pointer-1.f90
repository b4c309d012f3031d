! Pointer arrays: the offsets of a pointer's elements are scaled by its
! descriptor's span (the distance in bytes between the target's
! elements), loaded before the nest like the strides and the offset.
! gpugen replaces the span by the element's size and the strides and
! offset by their contiguous forms, one run-time check for all
! (run-pointer-1.f90 runs them), so that the nests are SCoPs: rank 1
! and 2, dummies and module pointers.  A conditional store to a pointer
! stays a miss (detect-store-assumed-1.f90).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_pointer_1
  implicit none
  real(8), pointer :: gp(:,:), gq(:,:)
contains
  subroutine p1 (a, b, n)
    real(8), pointer, intent(inout) :: a(:)
    real(8), pointer, intent(in) :: b(:)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
      a(i) = b(i) * 2
    end do
  end subroutine p1

  subroutine p2 (a, b)
    real(8), pointer, intent(inout) :: a(:,:)
    real(8), pointer, intent(in) :: b(:,:)
    integer :: i, j
    do j = 1, size (a, 2) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, size (a, 1)
        a(i,j) = b(i,j) + a(i,j)
      end do
    end do
  end subroutine p2

  ! Module pointers.  (In array syntax, gfortran computes the
  ! right-hand side into a temporary of its own first, since the
  ! pointers may overlap: not a SCoP.)
  subroutine module_ptr (n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 2, n - 1
        gp(i,j) = 0.5d0 * (gq(i-1,j) + gq(i+1,j))
      end do
    end do
  end subroutine module_ptr
end module detect_pointer_1

! { dg-final { scan-tree-dump-times "gpugen: SCoP 0 assumptions" 3 "gpugen" } }
