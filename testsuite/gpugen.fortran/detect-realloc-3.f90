! Whole-array assignments to local allocatables inside a loop, whose
! descriptors GCC scalarizes (SRA): on the arm where gfortran's
! reallocation keeps the array, the offset, the index shifts and the
! strides that reach the loops are the values of the loop's previous
! pass.  gpugen-descr-realloc.cc's phi_offset_checked replaces the
! join's PHIs in the element offset by their values on the arms that
! allocate the array, checked at run time: for the rank-3 r the two
! strides and the offset (3 checks: the coefficients of two counters and
! the terms without one), for the rank-2 q (whose extent is a PHI too)
! and w, which keeps lower bounds 0 and -1, the stride and the offset
! with the index shifts (2 checks).  Before, r was a "parametric stride"
! miss, and q's and w's offsets were parameters unrelated to their
! strides, under assumptions that failed at every pass
! (run-realloc-4.f90 runs such assignments).
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine detect_realloc_3 (a, n, t)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n,n,n)
  real(8), intent(out) :: t
  real(8), allocatable :: r(:,:,:), q(:,:), w(:,:)
  integer :: it
  allocate (r(2,2,2), w(0:n-1,-1:n-2))
  r = 0
  t = 0
  do it = 1, 3 ! { dg-missed "call to a function with side effects \\(.__builtin_realloc. at line 31\\)" }
    r = a * 2.0d0 + it ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 3 parallel loops" }
    q = a(:,:,1) + it ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    w = a(:,:,2) - it ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    t = t + r(1,1,1) + q(1,1) + w(0,-1)
  end do
end subroutine detect_realloc_3
! { dg-final { scan-tree-dump-times "the offset's PHIs of the join of \[^\n\]* are checked to be their sum on \[0-9\]+ of \[0-9\]+ paths, 1 kept from the loop's previous pass \\(3 checks\\)" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "the offset's PHIs of the join of \[^\n\]* are checked to be their sum on \[0-9\]+ of \[0-9\]+ paths, 1 kept from the loop's previous pass \\(2 checks\\)" 2 "gpugen" } }
