! Arrays of fixed shape split by their constant strides
! (gpugen-delin-fixed.cc) where a reference's constant offset holds
! whole rows: a(i, c) of a(24, 24) with c = 11 lies at i + 239 from the
! counter of i = 1 .. nn, a(i, j + 1) with j from 2 at i + 24 * j0 + 49;
! the division left 239 and 49 in the inner subscript, which then left
! its row always ("nn <= 2" for a, and the statements that read a(i,
! j + 1) never ran under that assumption: the nest was missed, "the
! statement at line N never runs under the assumptions").  The rows are
! now taken out of the constant (i - 1 in row 10, i + 1 in row j0 + 2),
! the assumption is nn <= 24, and every loop is parallel.  Also a time
! loop whose exit on data is tested on the host between its steps (the
! convergence loop of a Jacobi solver over module arrays), whose arrays
! were kept one-dimensional: its loops over rows are now parallel
! (before: "1 parallel loops", its kernels one thread each, launched in
! host loops; run-fixed-shape-2.f90 counts the launches).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_fixed_shape_2
  implicit none
  integer, parameter :: n = 24, maxsteps = 40, c = 11
  double precision :: a(n, n), b(n, n), hist(n, maxsteps)
  real(8) :: u(0:101, 0:101), v(0:101, 0:101)
contains
  subroutine sweep_col (nn, t)
    integer, value :: nn, t
    integer :: i, j
    do j = 2, nn - 1 ! { dg-note "gpugen: SCoP with 3 statements, 3 arrays, 5 parallel loops" }
      do i = 2, nn - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                            + a(i, j + 1))
      end do
    end do
    do j = 2, nn - 1
      do i = 2, nn - 1
        a(i, j) = b(i, j)
      end do
    end do
    do i = 1, nn
      hist(i, t) = a(i, c)
    end do
  end subroutine sweep_col

  subroutine solve (n, tol, maxit, itout)
    integer, intent(in) :: n, maxit
    real(8), intent(in) :: tol
    integer, intent(out) :: itout
    integer :: i, j, it
    real(8) :: err
    do it = 1, maxit
      do j = 1, n ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, n
        do i = 1, n
          err = max (err, abs (v(i, j) - u(i, j)))
          u(i, j) = v(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine solve
end module detect_fixed_shape_2

! { dg-final { scan-tree-dump "fixed-shape array a: \\\[24\\\]\\\[24\\\] for \[^\n\]*nn_\[0-9\]+ <= 24 \}" "gpugen" } }
! { dg-final { scan-tree-dump "fixed-shape array u: \\\[102\\\]\\\[102\\\] for \[^\n\]* <= 100 \}" "gpugen" } }
! { dg-final { scan-tree-dump-not "never runs under the assumptions" "gpugen" } }
