! Optional dummies tested with present () inside a loop nest: the test
! compares a pointer that the region does not change with null, so that
! it holds in every iteration or in none.  It becomes a parameter, a
! flag computed before the region, and the nest a SCoP versioned on it
! (before, "condition not affine").  An explicit-shape array, an
! assumed-shape one (gfortran's present () there reads a data pointer
! that is null where the dummy is absent), a scalar, and the two arms
! of an if; a nest that uses an optional dummy outside any present ()
! needs no flag.  A two-dimensional assumed-shape optional dummy under
! present () in the nest is a SCoP too: the strides gfortran computes
! for it before the loops (undefined where it is absent) are PHI nodes
! that delinearization follows (detect-optional-2.f90; before, a
! "parametric stride" miss).  Five flags in all.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_optional_1
  implicit none
contains
  subroutine expl (a, n, w)
    integer :: n
    real(8), intent(inout) :: a(n)
    real(8), optional, intent(inout) :: w(n)
    integer :: i
    do i = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 1 parallel loops" }
      a(i) = 2 * a(i)
      if (present (w)) w(i) = w(i) + a(i)
    end do
  end subroutine expl

  subroutine assumed (a, w)
    real(8), intent(inout) :: a(:)
    real(8), optional, intent(inout) :: w(:)
    integer :: i
    do i = 1, size (a) ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 1 parallel loops" }
      a(i) = 2 * a(i)
      if (present (w)) w(i) = w(i) + a(i)
    end do
  end subroutine assumed

  subroutine scalar (a, x)
    real(8), intent(inout) :: a(:)
    real(8), optional, intent(in) :: x
    integer :: i
    do i = 1, size (a) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
      if (present (x)) a(i) = a(i) + x
    end do
  end subroutine scalar

  subroutine arms (a, n, w)
    integer :: n
    real(8), intent(inout) :: a(n)
    real(8), optional, intent(in) :: w(n)
    integer :: i
    do i = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" }
      if (present (w)) then
        a(i) = a(i) + w(i)
      else
        a(i) = 2 * a(i)
      end if
    end do
  end subroutine arms

  subroutine always (a, w)
    real(8), intent(inout) :: a(:)
    real(8), optional, intent(inout) :: w(:)
    integer :: i
    do i = 1, size (a) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
      w(i) = w(i) + a(i)
    end do
  end subroutine always

  subroutine twod (a, w)
    real(8), intent(inout) :: a(:,:)
    real(8), optional, intent(in) :: w(:,:)
    integer :: i, j
    do j = 1, size (a, 2) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, size (a, 1)
        if (present (w)) a(i,j) = a(i,j) + w(i,j)
      end do
    end do
  end subroutine twod
end module detect_optional_1
! { dg-final { scan-tree-dump-times "\\\[gpugen-model\\\] invariant condition \[^\n\]* != 0B: the parameter _\\d+" 5 "gpugen" } }
! { dg-prune-output "offloaded to the GPU" }
