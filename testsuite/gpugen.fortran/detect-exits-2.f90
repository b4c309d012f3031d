! Exits on data from search loops, in Fortran: for the model the loop
! runs all its iterations, with a flag and the values that leave by the
! exit captured where its condition first holds (gpugen-exits.cc); the
! search loop is sequential, the loop around it parallel, the loads
! past the exit under the run-time assumption n <= 30.  A search over
! an explicit-shape dummy, whose size gpugen does not know, is a SCoP
! whose host memory is checked at run time (run-spec-range-1.f90).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" }
! { dg-prune-output "offloaded" }

module detect_exits_2
  implicit none
  integer, parameter :: nmax = 30
  real(8) :: a(nmax,nmax)
  integer :: pos(nmax)
contains
  subroutine search (n, key)
    integer, intent(in) :: n
    real(8), intent(in) :: key
    integer :: i, j, p
    do i = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" }
      p = 0
      do j = 1, n
        if (a(j,i) == key) then
          p = j
          exit
        end if
      end do
      pos(i) = p
    end do
  end subroutine search

  subroutine search_dummy (n, key, x, q)
    integer, intent(in) :: n
    real(8), intent(in) :: key, x(n,n)
    integer, intent(out) :: q(n)
    integer :: i, j, p
    do i = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" }
      p = 0
      do j = 1, n
        if (x(j,i) == key) then
          p = j
          exit
        end if
      end do
      q(i) = p
    end do
  end subroutine search_dummy
end module detect_exits_2

! { dg-final { scan-tree-dump-times "the exit on data of bb \[0-9\]+ made a flag" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "the exit on data put back" 2 "gpugen" } }
! { dg-final { scan-tree-dump "loop at line 24 depth 2: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 assumptions: \\\[\[a-z\]+_\[0-9\]+\\\] -> \\{  : \[a-z\]+_\[0-9\]+ <= 30 \\}" "gpugen" } }
