! The red-black sweep of detect-redblack-5.f90 with its rows masked
! ("if (mod (i + j + c, 2) /= 0) cycle"; run-redblack-7.f90 runs it):
! the color loop runs two iterations and carries the dependences of u,
! so the partials of gfortran's max are kept per iteration of the j
! loop inside it (index j * 2 + c), not per color, which left two rows:
! a wavefront of two threads.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine rbm (n, u, f, tol, maxit, it) ! { dg-note "gpugen: SCoP with 7 statements, 2 arrays" }
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
        do i = 2, n - 1
          if (mod (i + j + c, 2) /= 0) cycle
          v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
          err = max (err, abs (v - u(i,j)))
          u(i,j) = v
        end do
      end do
    end do
    if (err < tol) exit
  end do
end subroutine

! The time loop, whose count is the dummy it, is the region (since
! session 21: gpugen-exitjoin.cc moves the count's store in every step
! onto its ways out).
! { dg-final { scan-tree-dump "the store of its counter in every step moved onto its 2 ways out" "gpugen" } }
! { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]*: 2 iterations; the rows are those of loop \[0-9\]* inside it" "gpugen" } }
! { dg-final { scan-tree-dump-not "SCoP 0 rejected" "gpugen" } }
! The j loop is parallel (with the rows per color, the error's chain ran
! through it), the time loop, the color loop and the rows' i loop are
! not.
! { dg-final { scan-tree-dump "SCoP 0 loop at line 0 depth 1: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 19 depth 2: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 20 depth 3: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 kernels: \[1-9\]" "gpugen" } }
