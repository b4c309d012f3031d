! Whole-array assignments to local allocatables of rank 2, whose
! descriptors GCC scalarizes (SRA): the offset, the stride and the
! index shifts of each reach the loops as PHI nodes of the join after
! gfortran's reallocation on assignment.  gpugen_descr_phi_offset
! (gpugen-descr-realloc.cc) writes the offset's PHIs as one sum of the
! stride on every path into the join ("~stride" for lower bounds 1; the
! lower bounds kept by rd, of another shape than re's, whose
! allocation adds paths); before, the offset stayed a parameter, the
! column's start "offset + 1" was assumed >= 0 and the run-time check
! failed at every execution (run-realloc-3.f90 runs them).
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine detect_realloc_2 (a, b, n, m, s)
  implicit none
  integer, intent(in) :: n, m
  real(8), intent(in) :: a(:,:), b(:,:)
  real(8), intent(out) :: s
  real(8), allocatable :: ra(:,:), rd(:,:), re(:,:)
  allocate (ra(n,m), rd(0:n-1,-1:m-2), re(n+1,m))
  ra = a * 2 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
  rd = a - b ! { dg-note "gpugen: SCoP with 1 statements, 3 arrays, 2 parallel loops" }
  re = b + 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
  s = ra(1,1) + rd(0,-1) + re(1,1)
end subroutine detect_realloc_2
! { dg-final { scan-tree-dump-times "the offset's PHIs of the join of ra\[^\n\]* are the same sum of it on \[0-9\]+ paths" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "the offset's PHIs of the join of rd\[^\n\]* are the same sum of it on \[0-9\]+ paths" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "the offset's PHIs of the join of re\[^\n\]* are the same sum of it on \[0-9\]+ paths" 1 "gpugen" } }
