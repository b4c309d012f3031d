! A convergence loop (issue 16), twin of run-reduce-2.c: each step runs
! a Jacobi sweep and the largest change, "err = max (err, abs (b - a))",
! a reduction tested after the step ("if (err < tol) exit").  The time
! loop stays on the host, and the body is one region per step whose
! reduction runs on the device as partials per row, folded on the host
! (gpugen-reduce.cc): the steps taken, the error and every element must
! be the host's, for a loop that leaves after its first step, in the
! middle, never, and one of no step.  The reference keeps the reduction
! on the host (a volatile read), written as the select that an
! offloaded max runs as on both paths.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
module run_reduce_2
  implicit none
  integer, parameter :: n = 40
  double precision :: a(n, n), b(n, n)
  integer, volatile :: one = 1
contains
  function relax (nn, maxit, tol, err) result (it)
    integer, value :: nn, maxit
    double precision, value :: tol
    double precision, intent(out) :: err
    integer :: it, i, j
    err = -1
    do it = 1, maxit
      do j = 2, nn - 1 ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 33-34, partials per row" }
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
      if (err < tol) exit
    end do
  end function relax
  function relax_ref (nn, maxit, tol, err) result (it)
    integer, value :: nn, maxit
    double precision, value :: tol
    double precision, intent(out) :: err
    integer :: it, i, j
    double precision :: d
    err = -1
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
          a(i, j) = b(i, j)
        end do
      end do
      if (err < tol) exit
    end do
  end function relax_ref
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
    double precision :: a1(n, n), e1, e2
    integer :: it1, it2
    call init ()
    it1 = relax (nn, maxit, tol, e1)
    a1 = a
    call init ()
    it2 = relax_ref (nn, maxit, tol, e2)
    if (it1 /= it2) stop 1
    if (transfer (e1, 1_8) /= transfer (e2, 1_8)) stop 2
    if (any (transfer (a1, [1_8]) /= transfer (a, [1_8]))) stop 3
  end subroutine check
end module run_reduce_2

program main
  use run_reduce_2
  implicit none
  ! Leaves after the first step, in the middle, never; no step; nests
  ! of one interior row and of none.
  call check (n, 100, 10.0d0)
  call check (n, 1000, 1.0d-3)
  call check (n, 20, 0.0d0)
  call check (n, 0, 1.0d0)
  call check (3, 10, 1.0d-3)
  call check (2, 10, 1.0d-3)
end program main

! The references and the set-up read a volatile variable; the time loop
! leaves on data.
! { dg-prune-output "not a SCoP: memory reference not supported" }
! { dg-prune-output "several exits" }
