! Issue 16: the strided red-black sweep with its error reduced, in its
! convergence loop (rb.f90, detect-redblack-5.f90).  GCC's jump
! threading sends the guard of the empty i loop out of the j loop (a
! second exit, taken only in the last row of a color, where n = 3), and
! the error's partials stayed per color: the sweep ran as a wavefront
! of two threads, one launch per row.  Now the rows are (color, row),
! the row that leaves by that exit storing no partial (isl checks that
! the partials written fill the range the fold reads, run-redblack-8.f90):
! the colors stay sequential, j is parallel within each, one launch per
! color (was: 10 statements, no parallel loop).  The time loop, whose
! count is the dummy argument it (stored in every step after the test,
! which kept the time loop on the host before session 21), is one region
! too: gpugen-exitjoin.cc moves that store onto its ways out and joins
! them after it (detect-redblack-9.f90 has the count in a local).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine rbf (n, u, f, tol, maxit, it) ! { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" }
  integer, intent(in) :: n, maxit
  real(8), intent(inout) :: u(n,n)
  real(8), intent(in) :: f(n,n), tol
  integer, intent(out) :: it
  integer :: i, j, c
  real(8) :: err, v
  do it = 1, maxit
    err = 0
    do c = 0, 1
      do j = 2, n - 1
        do i = 2 + mod (j + c, 2), n - 1, 2
          v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
          err = max (err, abs (v - u(i,j)))
          u(i,j) = v
        end do
      end do
    end do
    if (err < tol) exit
  end do
end subroutine

! { dg-final { scan-tree-dump "the store of its counter in every step moved onto its 2 ways out" "gpugen" } }
! { dg-final { scan-tree-dump "the rows are those of loop \[0-9\]* inside it, whose other exits store no partial" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 0 depth 1: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 27 depth 2: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 29 depth 3: parallel" "gpugen" } }
! { dg-final { scan-tree-dump-not "SCoP 0 rejected" "gpugen" } }
