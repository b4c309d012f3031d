! The solver of detect-redblack-8.f90 with its steps counted in a local
! variable (the dummy argument stored once after the loop): the time
! loop is one region (gpugen-hostexit.cc), the arrays stay on the device
! across the steps and the host loop reads back only the error's
! partials after each step, per (color, row) as in the nest's region:
! the colors and the steps on the host, j parallel (run-redblack-8.f90
! runs it; the mapping: one kernel, launched from the time loop and the
! color loop on the host).  Before, the rows were the two colors, and
! the time loop's region ran past max-isl-operations.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine rbk (n, u, f, tol, maxit, it) ! { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" }
  integer, intent(in) :: n, maxit
  real(8), intent(inout) :: u(n,n)
  real(8), intent(in) :: f(n,n), tol
  integer, intent(out) :: it
  integer :: i, j, c, k
  real(8) :: err, v
  do k = 1, maxit
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
  it = k
end subroutine

! { dg-final { scan-tree-dump "the rows are those of loop \[0-9\]* inside it, whose other exits store no partial" "gpugen" } }
! The time loop and the colors sequential, j parallel, i the rows'.
! { dg-final { scan-tree-dump "SCoP 0 loop at line 0 depth 1: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 22 depth 2: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 24 depth 3: parallel" "gpugen" } }
! { dg-final { scan-tree-dump-not "SCoP 0 rejected" "gpugen" } }
