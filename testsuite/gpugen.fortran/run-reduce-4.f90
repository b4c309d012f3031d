! A convergence loop whose error is a reduction (issue 16, phase 2),
! twin of run-reduce-4.c: "do it = 1, maxit; sweep; err = max (err, abs
! (b - a)); copy; if (err < tol) exit; end do" with the error read by the
! test alone runs as one region (gpugen-hostexit.cc): the arrays stay
! on the device across the steps, and after each step's kernels the
! host loop folds the error's partials (gpugen-reduce.cc), read back
! alone, and leaves where the program does.  Every element must be the
! host's (the steps taken show in them), for a loop that leaves after
! its first step, in the middle, never, and one of no step.  The
! reference keeps the reduction on the host (a volatile read), written
! as the select an offloaded max runs as on both paths.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
module run_reduce_4
  implicit none
  integer, parameter :: n = 40
  double precision :: a(n, n), b(n, n)
  integer, volatile :: one = 1
contains
  subroutine relax (nn, maxit, tol)
    integer, value :: nn, maxit
    double precision, value :: tol
    double precision :: err
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, nn - 1 ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err. over the loops at lines 33-34, partials per row" }
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
        end do
      end do
      a(2:nn - 1, 2:nn - 1) = b(2:nn - 1, 2:nn - 1)
      if (err < tol) exit
    end do
  end subroutine relax
  subroutine relax_ref (nn, maxit, tol)
    integer, value :: nn, maxit
    double precision, value :: tol
    double precision :: err, d
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, nn - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel" }
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          d = abs (b(i, j) - a(i, j)) * one
          if (.not. (err > d)) err = d
        end do
      end do
      a(2:nn - 1, 2:nn - 1) = b(2:nn - 1, 2:nn - 1) ! { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel" }
      if (err < tol) exit
    end do
  end subroutine relax_ref
  subroutine init ()
    integer :: i, j
    do j = 1, n ! { dg-optimized "loop nest offloaded to the GPU" } (the "or" of two counter tests, gpugen-cond.cc)
      do i = 1, n
        a(i, j) = 0
        if (i == 1 .or. j == 1) a(i, j) = 1 + mod (i + j, 3)
      end do
    end do
    b = 0
  end subroutine init
  subroutine check (nn, maxit, tol)
    integer, intent(in) :: nn, maxit
    double precision, intent(in) :: tol
    double precision :: a1(n, n), b1(n, n)
    call init ()
    call relax (nn, maxit, tol)
    a1 = a
    b1 = b
    call init ()
    call relax_ref (nn, maxit, tol)
    if (any (transfer (a1, [1_8]) /= transfer (a, [1_8]))) stop 1
    if (any (transfer (b1, [1_8]) /= transfer (b, [1_8]))) stop 2
  end subroutine check
end module run_reduce_4

program main
  use run_reduce_4
  implicit none
  call check (n, 100, 10.0d0)
  call check (n, 1000, 1.0d-3)
  call check (n, 20, 0.0d0)
  call check (n, 0, 1.0d0)
  call check (3, 10, 1.0d-3)
  call check (2, 10, 1.0d-3)
end program main

! The references and the set-up read a volatile variable; the reference's
! time loop leaves on data.
! { dg-prune-output "not a SCoP: memory reference not supported" }
! { dg-prune-output "several exits" }
