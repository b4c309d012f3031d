! The Fortran analogue of gpugen.dg/run-reduce-mem-1.c (issues 13 and
! 16): a Jacobi sweep whose error is a dummy argument updated by "if (d
! > err) err = d" inside the nest.  In sweep, which keeps the maximum
! of the value the caller passes, gfortran loads and stores err through
! its reference in every iteration; gpugen-reduce-mem.cc promotes it
! for the model, under the run-time check of its bytes against the
! arrays, and the device path stores the fold of the rows' partials
! where it beats the value passed (a NaN passed stays, -0.0 against
! +0.0 as the loop leaves it).  In solve, a convergence loop that
! resets err before each sweep and tests it after, GCC's store motion
! already keeps err in a register (a reduction of gpugen-reduce.cc).
! Every element, the step count and the error's bits must be the
! reference's (gpugen-off), for NaNs and zeros of both signs in the
! data, for tolerances that stop the loop at once, mid-way and never,
! and for n = 2 and 3.
! { dg-do run }
! { dg-options "-O2 -fno-ipa-icf -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-off=solve_ref,sweep_ref,init" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*:97 \\(sweep\\): 90 entries" }
! { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" }

module m
  implicit none
contains
  subroutine init (n, u, f, s)
    integer, intent(in) :: n, s
    double precision, intent(out) :: u(n, n), f(n, n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        u(i, j) = mod (i * 37 + j * 11, 101) * 0.01d0
        if (s == 1 .and. mod (i + j, 5) == 0) u(i, j) = -0.0d0
        if (s == 2 .and. mod (i * j, 7) == 3) u(i, j) = ieee_nan ()
        f(i, j) = mod (i + j, 7) * 0.001d0
      end do
    end do
  end subroutine init

  double precision function ieee_nan ()
    double precision :: z
    z = 0.0d0
    ieee_nan = transfer (int (z'7ff8000000000000', 8), z)
  end function ieee_nan

  subroutine solve (n, u, w, f, err, maxit, tol, its)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: u(n, n), f(n, n), tol
    double precision, intent(inout) :: w(n, n), err
    integer, intent(out) :: its
    double precision :: v, d
    integer :: i, j, it
    its = 0
    do it = 1, maxit
      err = 0.0d0
      do j = 2, n - 1 ! { dg-optimized "reduction of 'err' over the loops at lines 56-57, partials per row" }
        do i = 2, n - 1
          v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
          d = abs (v - u(i,j))
          if (d > err) err = d
          w(i,j) = v
        end do
      end do
      its = it
      if (err < tol) exit
    end do
  end subroutine solve

  subroutine solve_ref (n, u, w, f, err, maxit, tol, its)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: u(n, n), f(n, n), tol
    double precision, intent(inout) :: w(n, n), err
    integer, intent(out) :: its
    double precision :: v, d
    integer :: i, j, it
    its = 0
    do it = 1, maxit
      err = 0.0d0
      do j = 2, n - 1
        do i = 2, n - 1
          v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
          d = abs (v - u(i,j))
          if (d > err) err = d
          w(i,j) = v
        end do
      end do
      its = it
      if (err < tol) exit
    end do
  end subroutine solve_ref
  subroutine sweep (n, u, w, f, err)
    integer, intent(in) :: n
    double precision, intent(in) :: u(n, n), f(n, n)
    double precision, intent(inout) :: w(n, n), err
    double precision :: v, d
    integer :: i, j
    do j = 2, n - 1 ! { dg-optimized "reduction of 'err' over the loops at lines 97-98, partials per row" }
      do i = 2, n - 1
        v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
        d = abs (v - u(i,j))
        if (d > err) err = d
        w(i,j) = v
      end do
    end do
  end subroutine sweep

  subroutine sweep_ref (n, u, w, f, err)
    integer, intent(in) :: n
    double precision, intent(in) :: u(n, n), f(n, n)
    double precision, intent(inout) :: w(n, n), err
    double precision :: v, d
    integer :: i, j
    do j = 2, n - 1
      do i = 2, n - 1
        v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
        d = abs (v - u(i,j))
        if (d > err) err = d
        w(i,j) = v
      end do
    end do
  end subroutine sweep_ref
end module m

program main
  use m
  implicit none
  integer, parameter :: nmax = 24
  double precision :: u(nmax * nmax), f(nmax * nmax), w1(nmax * nmax), w2(nmax * nmax)
  double precision :: e1, e2
  double precision, parameter :: tols(3) = (/ 10.0d0, 0.2d0, 0.0d0 /)
  integer, parameter :: ns(3) = (/ nmax, 3, 2 /)
  double precision, parameter :: inits(5) = (/ 0.0d0, -0.0d0, 0.3d0, 100.0d0, 0.0d0 /)
  integer :: it1, it2, k, m2, s, q
  do s = 0, 2
    do k = 1, 3
      do m2 = 1, 3
        call init (ns(m2), u, f, s)
        w1 = -1.0d0
        w2 = -1.0d0
        e1 = 7.5d0
        e2 = 7.5d0
        call solve (ns(m2), u, w1, f, e1, 3, tols(k), it1)
        call solve_ref (ns(m2), u, w2, f, e2, 3, tols(k), it2)
        if (it1 /= it2) stop 1
        if (any (transfer (w1, 1_8, nmax * nmax) /= transfer (w2, 1_8, nmax * nmax))) stop 2
        if (transfer (e1, 1_8) /= transfer (e2, 1_8)) stop 3
        do q = 1, 5
          w1 = -1.0d0
          w2 = -1.0d0
          e1 = inits(q)
          if (q == 5) e1 = ieee_nan ()
          e2 = e1
          call sweep (ns(m2), u, w1, f, e1)
          call sweep_ref (ns(m2), u, w2, f, e2)
          if (any (transfer (w1, 1_8, nmax * nmax) /= transfer (w2, 1_8, nmax * nmax))) stop 4
          if (transfer (e1, 1_8) /= transfer (e2, 1_8)) stop 5
        end do
      end do
    end do
  end do
end program main
