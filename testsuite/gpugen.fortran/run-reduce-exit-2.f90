! Twin of run-reduce-exit-2.c: a convergence loop over module arrays of
! constant shape whose error's nest has constant bounds, so that the
! exit test reads the value after the nest itself (no merge with the
! initial value): an ICE before (the host path's test was left reading
! the reduction's placeholder); now one region whose host loop folds the
! error after each step.  Every element and the steps taken must be the
! host reference's (gpugen-off=), for a loop that leaves after its first
! step, mid-way, never, and one of no step.
! { dg-do run }
! { dg-options "-O2 -fno-ipa-icf -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-off=relax_ref" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" }
module run_reduce_exit_2
  implicit none
  double precision :: a(20, 20), b(20, 20)
contains
  subroutine relax (maxit, tol, itout)
    integer, intent(in) :: maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: itout
    integer :: i, j, it
    double precision :: err
    do it = 1, maxit ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
      do j = 2, 19
        do i = 2, 19
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, 19
        do i = 2, 19
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine relax
  subroutine relax_ref (maxit, tol, itout)
    integer, intent(in) :: maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: itout
    integer :: i, j, it
    double precision :: err
    do it = 1, maxit
      do j = 2, 19
        do i = 2, 19
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, 19
        do i = 2, 19
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine relax_ref
  subroutine init ()
    integer :: i, j
    do j = 1, 20 ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels" }
      do i = 1, 20
        a(i, j) = 0
        if (i == 1 .or. j == 1) a(i, j) = 1 + mod (i + j, 3)
      end do
    end do
    b = 0
  end subroutine init
end module run_reduce_exit_2

program main
  use run_reduce_exit_2
  implicit none
  double precision, parameter :: tols(4) = [10.0d0, 0.05d0, 1.0d-3, 0.0d0]
  integer, parameter :: maxits(4) = [1, 7, 100, 0]
  double precision :: a1(20, 20), b1(20, 20)
  integer :: k, x, it1, it2
  do k = 1, 4
    do x = 1, 4
      call init ()
      call relax_ref (maxits(x), tols(k), it1)
      a1 = a
      b1 = b
      call init ()
      call relax (maxits(x), tols(k), it2)
      if (it1 /= it2) stop 1
      if (any (transfer (a1, [1_8]) /= transfer (a, [1_8]))) stop 2
      if (any (transfer (b1, [1_8]) /= transfer (b, [1_8]))) stop 3
    end do
  end do
end program main
