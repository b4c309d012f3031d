! Whole-array assignments to allocatable module arrays that Fortran 2003
! may reallocate, whose descriptor values gfortran merges in PHI nodes
! from the paths with and without reallocation.  In STEP, "u = s * u +
! v" followed by a statement that reads u's stride: gfortran loads the
! stride again on the arm without reallocation only, so its value there
! is not known before the region; it is loaded again there (the memory
! state after the reallocation), under the run-time check that it is
! the merged value (the nest was a miss, "parametric stride").  In
! SETIT, "t = 2 * v + 1": the arms that allocate (t unallocated) and
! reallocate (another shape) join before the edge into the nest, and
! the stores to t's descriptor are on neither's dominator chain: they
! are now found on the paths between the join's dominator and the edge,
! so that the merged values are replaced by those without reallocation
! (before, they stayed separate parameters and the run-time check of
! the rows never held: the nest ran on the host whatever the shapes).
! run-realloc-2.f90 runs them.
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_realloc_1
  implicit none
  real(8), allocatable :: u(:,:), v(:,:), w(:), t(:,:)
  integer :: nx
contains
  subroutine step (s)
    real(8), intent(in) :: s
    u = s * u + v ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    w(2:nx) = w(1:nx-1) + u(2:nx, 3) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine step

  subroutine setit (x)
    real(8), intent(in) :: x(:,:)
    t = 2 * x + 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
  end subroutine setit
end module detect_realloc_1

! The values without reallocation replace the merged ones (the data
! pointer, the offset, the stride, the index shifts).
! { dg-final { scan-tree-dump-not "is not known before the region" "gpugen" } }
