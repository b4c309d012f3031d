! The host path of an offloaded maximum (the error of a convergence
! loop, "err = max (err, abs (v(i,j) - u(i,j)))") keeps gfortran's
! MAX_EXPR, as elementwise maxima do, so that GCC vectorizes it as in
! the plain build; the device runs it as "err > d ? err : d" (GCC
! leaves MAX_EXPR unspecified for NaNs and signed zeros, and the
! plain build's vectorized reduction already depends on the order it
! chose).  Before, the host path made it that select, which GCC does
! not vectorize: the loop at line 32 stayed scalar and a solver whose
! steps the profitability check kept on the host ran 1.4x slower than
! the plain build (574-614 against 426-440 us per step at n = 512).
! { dg-do compile }
! { dg-options "-O3 -fopt-info-vec-optimized -fopt-info-omp-optimized" }
! { dg-prune-output "SCoP with" }
! { dg-prune-output "basic block part vectorized" }
module remark_reduce_vec_1
  implicit none
  real(8) :: u(0:1025, 0:1025), v(0:1025, 0:1025)
contains
  subroutine sweep (n, err)
    integer, intent(in) :: n
    real(8), intent(out) :: err
    integer :: i, j
    real(8) :: e
    do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded\[^\n\]*reduction of 'e' over the loops at lines 31-32, partials per row" }
      do i = 1, n ! { dg-optimized "loop vectorized" }
        v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                            + u(i, j + 1))
      end do
    end do
    e = 0
    do j = 1, n
      do i = 1, n ! { dg-optimized "loop vectorized" }
        e = max (e, abs (v(i, j) - u(i, j)))
        u(i, j) = v(i, j)
      end do
    end do
    err = e
  end subroutine sweep
end module remark_reduce_vec_1
