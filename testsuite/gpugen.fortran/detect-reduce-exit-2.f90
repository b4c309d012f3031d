! Convergence loops whose error, a reduction that the exit test reads, is
! a dummy argument or a module variable (issues 13 and 16): gfortran
! stores a dummy's in every step before the test, and GCC's store
! motion sinks a module variable's onto each way out of the loop; the
! time loop is one region each, which makes the store once after the
! loop (the dump's "is made once after the loop").  The solver of issue
! 13 (explicit-shape dummies, an intent(out) error), "do while (err >
! tol)" on an intent(inout) error, and a module variable.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }
module detect_reduce_exit_2
  implicit none
  real(8) :: gerr
contains
  subroutine solve (n, u, v, maxit, tol, err)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    real(8), intent(out) :: err
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1 ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine solve
  subroutine wsolve (n, u, v, tol, err)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    real(8), intent(inout) :: err
    integer :: i, j
    do while (err > tol) ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
      do j = 2, n - 1
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
    end do
  end subroutine wsolve
  subroutine gsolve (n, u, v, maxit, tol)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1 ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      gerr = 0
      do j = 2, n - 1
        do i = 2, n - 1
          gerr = max (gerr, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (gerr < tol) exit
    end do
  end subroutine gsolve
end module detect_reduce_exit_2
! { dg-final { scan-tree-dump-times "the store of err in each step, \\*err_\[0-9\]+\\(D\\) = \\.\\.\\., is made once after the loop, of the fold of the last step tested" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "the store of a scalar on each way out, gerr = \\.\\.\\., is made once after the loop, of the fold of the last step tested" 1 "gpugen" } }
