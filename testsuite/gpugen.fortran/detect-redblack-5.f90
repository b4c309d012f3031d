! The red-black sweep of detect-redblack-4.f90 with its error reduced in
! it and a convergence loop around it (issue 16; run-redblack-5.f90 runs
! it): the nest's model and dependence analysis ran past
! max-isl-operations and it stayed on the host.  The value and the state
! of the partials of gfortran's max are two chains of scalars with the
! same accesses, whose dependences are computed once, and the bound of
! the strided loop is "i <= n - 1" instead of its count's divisions.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine rbf (n, u, f, tol, maxit, it) ! { dg-note "gpugen: SCoP with 4 statements, 2 arrays" }
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

! The time loop, whose count is the dummy it, is the region (since
! session 21: gpugen-exitjoin.cc moves the count's store in every step
! onto its ways out).
! { dg-final { scan-tree-dump "the store of its counter in every step moved onto its 2 ways out" "gpugen" } }
! { dg-final { scan-tree-dump-not "SCoP 0 rejected" "gpugen" } }
! { dg-final { scan-tree-dump "values bounded by \[^\n\]*-1 \\+ p_1" "gpugen" } }
! { dg-final { scan-tree-dump "phi_tmp_\[0-9\]* has the accesses of phi_err_\[0-9\]*" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 kernels: \[1-9\]" "gpugen" } }
