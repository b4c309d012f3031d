! Conditional stores of elements that the condition does not read, in
! Fortran: made unconditional stores of "c ? new : old" for the model
! where every element they may write is inside its array (a module
! array of fixed shape, under the run-time assumption n <= 40; an
! element the nest accesses anyway), so the nests are SCoPs; two
! iterations storing one element conditionally carry an output
! dependence.  A store to an explicit-shape dummy whose size gpugen does
! not know, of elements the nest does not access otherwise, is a SCoP
! whose host memory is checked at run time.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" }
! { dg-prune-output "offloaded" }

module detect_store_1
  implicit none
  integer, parameter :: nmax = 40
  real(8) :: a(nmax,nmax), b(nmax,nmax), last(nmax)
contains
  subroutine copy_above (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, n
        if (b(i,j) > t) a(i,j) = b(i,j) * 2
      end do
    end do
  end subroutine copy_above

  subroutine anyway (n, t, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: t, x(n)
    real(8), intent(inout) :: y(n)
    integer :: i
    do i = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" }
      if (x(i) < t) y(i) = x(i)
    end do
    do i = 1, n
      y(i) = y(i) + 1
    end do
  end subroutine anyway

  subroutine last_above (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer :: i, j
    do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
      do j = 1, n
        if (b(j,i) > t) last(i) = b(j,i) + j
      end do
    end do
  end subroutine last_above

  subroutine unknown (n, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(inout) :: y(n)
    integer :: i
    do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
      if (x(i) > 0) y(i) = x(i)
    end do
  end subroutine unknown
end module detect_store_1

! { dg-final { scan-tree-dump-times "conditional stores made unconditional" 4 "gpugen" } }
! { dg-final { scan-tree-dump-times "the conditional store put back" 4 "gpugen" } }
! { dg-final { scan-tree-dump-times "SCoP 0 assumptions: \\\[\[a-z\]+_\[0-9\]+\\\] -> \\{  : \[a-z\]+_\[0-9\]+ <= 40 \\}" 2 "gpugen" } }
! { dg-final { scan-tree-dump "loop at line 48 depth 2: sequential" "gpugen" } }
! { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 1 "gpugen" } }
