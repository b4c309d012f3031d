! "where (b > 0) a = sqrt (b)" on assumed-shape dummies whose bounds the
! procedure reads: the call (no errno in Fortran) may raise a
! floating-point exception only, so the store is made unconditional for
! the model ("c ? sqrt (b) : old") under the run-time check of the
! extents (run-store-math-1.f90 runs it).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

module detect_store_math_1
  implicit none
contains
  subroutine where_sqrt (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    if (size (a) < size (b)) stop 1
    where (b > 0) a = sqrt (b) + log (b) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine where_sqrt
end module detect_store_math_1

! { dg-final { scan-tree-dump-times "conditional stores made unconditional" 1 "gpugen" } }
