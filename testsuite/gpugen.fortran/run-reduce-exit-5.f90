! Issues 13 and 16, Fortran: a one-dimensional Jacobi time loop whose
! error is a dummy argument, "err = max (err, abs (b(i) - a(i)))" and
! the if-form "if (d > err) err = d", then "if (err < tol) exit".  The
! error's nest is a single loop that writes b besides: one partial per
! iteration (gpugen-reduce-rows.cc), and the time loop is one region
! whose host loop folds the error after each step (it stayed on the
! host: "scalar computed in the region is used after it").  Every bit of
! err, the steps and the arrays against the reference (gpugen-off=),
! for loops that leave at once, mid-way, never, and run no step.
! { dg-do run }
! { dg-options "-O2 -fno-ipa-icf -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-off=jac_ref,jac2_ref" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" }
! { dg-output "region \[^\r\n\]*:27 \\(jac\\): 32 entries.*:66 \\(jac2\\): 32 entries" }
module run_reduce_exit_5
  implicit none
contains
  subroutine jac (n, a, b, err, tol, maxit, nit)
    integer, intent(in) :: n, maxit
    double precision, intent(inout) :: a(n), b(n), err
    double precision, intent(in) :: tol
    integer, intent(out) :: nit
    integer :: i, it
    do it = 1, maxit
      err = 0
      do i = 2, n - 1 ! { dg-optimized "loop nest offloaded to the GPU: \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of 'err' over the loop nest at line 27, partials per row" }
        b(i) = 0.5d0 * (a(i - 1) + a(i + 1))
        err = max (err, abs (b(i) - a(i)))
      end do
      do i = 2, n - 1
        a(i) = b(i)
      end do
      if (err < tol) exit
    end do
    nit = it
  end subroutine jac
  subroutine jac_ref (n, a, b, err, tol, maxit, nit)
    integer, intent(in) :: n, maxit
    double precision, intent(inout) :: a(n), b(n), err
    double precision, intent(in) :: tol
    integer, intent(out) :: nit
    integer :: i, it
    do it = 1, maxit
      err = 0
      do i = 2, n - 1
        b(i) = 0.5d0 * (a(i - 1) + a(i + 1))
        err = max (err, abs (b(i) - a(i)))
      end do
      do i = 2, n - 1
        a(i) = b(i)
      end do
      if (err < tol) exit
    end do
    nit = it
  end subroutine jac_ref
  subroutine jac2 (n, a, b, err, tol, maxit, nit)
    integer, intent(in) :: n, maxit
    double precision, intent(inout) :: a(n), b(n), err
    double precision, intent(in) :: tol
    integer, intent(out) :: nit
    integer :: i, it
    double precision :: d
    do it = 1, maxit
      err = 0
      do i = 2, n - 1 ! { dg-optimized "loop nest offloaded to the GPU: \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of 'err' over the loop nest at line 66, partials per row" }
        b(i) = 0.5d0 * (a(i - 1) + a(i + 1))
        d = abs (b(i) - a(i))
        if (d > err) err = d
      end do
      do i = 2, n - 1
        a(i) = b(i)
      end do
      if (err < tol) exit
    end do
    nit = it
  end subroutine jac2
  subroutine jac2_ref (n, a, b, err, tol, maxit, nit)
    integer, intent(in) :: n, maxit
    double precision, intent(inout) :: a(n), b(n), err
    double precision, intent(in) :: tol
    integer, intent(out) :: nit
    integer :: i, it
    double precision :: d
    do it = 1, maxit
      err = 0
      do i = 2, n - 1
        b(i) = 0.5d0 * (a(i - 1) + a(i + 1))
        d = abs (b(i) - a(i))
        if (d > err) err = d
      end do
      do i = 2, n - 1
        a(i) = b(i)
      end do
      if (err < tol) exit
    end do
    nit = it
  end subroutine jac2_ref
end module run_reduce_exit_5

program main
  use run_reduce_exit_5
  implicit none
  integer, parameter :: ns(4) = [2, 3, 17, 200]
  double precision, parameter :: tols(4) = [100.0d0, 1.5d0, 0.2d0, 0.0d0]
  integer, parameter :: maxits(3) = [0, 1, 300]
  double precision :: a1(200), b1(200), a2(200), b2(200), e1, e2
  integer :: x, t, m, i, r1, r2, v
  do v = 1, 2
    do x = 1, 4
      do t = 1, 4
        do m = 1, 3
          do i = 1, 200
            a1(i) = mod (i * 37, 101) / 7.0d0
          end do
          a1(1) = 1
          a1(ns(x)) = 3
          a2 = a1
          b1 = -1
          b2 = -1
          e1 = 42
          e2 = 42
          if (v == 1) then
            call jac (ns(x), a1, b1, e1, tols(t), maxits(m), r1)
            call jac_ref (ns(x), a2, b2, e2, tols(t), maxits(m), r2)
          else
            call jac2 (ns(x), a1, b1, e1, tols(t), maxits(m), r2)
            call jac2_ref (ns(x), a2, b2, e2, tols(t), maxits(m), r1)
          end if
          if (r1 /= r2) stop 1
          if (transfer (e1, 1_8) /= transfer (e2, 1_8)) stop 2
          if (any (transfer (a1, [1_8]) /= transfer (a2, [1_8]))) stop 3
          if (any (transfer (b1, [1_8]) /= transfer (b2, [1_8]))) stop 4
        end do
      end do
    end do
  end do
end program main
