! A time loop that leaves on data (issue 16), twin of run-time-exit-1.c:
! Jacobi steps on a grid with a hot border, "if (a(nn/2, nn/2) > tol)
! exit" after each step; a counter array that a third nest increments
! records the steps run.  The whole loop is one region
! (gpugen-hostexit.cc): the host loop launches each step's kernels, reads
! the centre back and leaves where the program does.  Every element and
! the number of steps run match a host reference, for a threshold that
! stops the loop after its first step, one that stops it mid-way
! (between the centre's values of two steps), one never reached, and no
! step at all.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

module run_time_exit_1
  implicit none
  integer, parameter :: n = 24, maxsteps = 80
  double precision :: a(n, n), b(n, n), ra(n, n), rb(n, n)
  double precision :: centre(maxsteps)
  integer :: cnt(n), rcnt
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  subroutine sweep (nn, steps, tol)
    integer, value :: nn, steps
    double precision, value :: tol
    integer :: t, i, j
    do t = 1, steps
      do j = 2, nn - 1 ! { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 1 loop mapped to blocks of 256 threads, launched in 1 host loop\\)" }
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
        cnt(i) = cnt(i) + 1
      end do
      if (a(nn / 2, nn / 2) > tol) exit
    end do
  end subroutine sweep

  subroutine sweep_ref (nn, steps, tol)
    integer, intent(in) :: nn, steps
    double precision, intent(in) :: tol
    integer :: t, i, j
    rcnt = 0
    do t = 1, steps
      do j = 2, nn - 1
        do i = 2, nn - 1
          rb(i, j) = 0.25d0 * one * (ra(i - 1, j) + ra(i + 1, j) &
                                     + ra(i, j - 1) + ra(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          ra(i, j) = rb(i, j) * one
        end do
      end do
      rcnt = rcnt + 1
      if (t <= maxsteps) centre(t) = ra(nn / 2, nn / 2)
      if (ra(nn / 2, nn / 2) > tol) exit
    end do
  end subroutine sweep_ref

  subroutine init (nn)
    integer, intent(in) :: nn
    integer :: i, j
    do j = 1, n
      do i = 1, n
        if (i == 1 .or. j == 1 .or. i == nn .or. j == nn) then
          a(i, j) = 1.0d0 * one
        else
          a(i, j) = 0.0d0 * one
        end if
        ra(i, j) = a(i, j)
        b(i, j) = (0.5d0 + i - j) * one
        rb(i, j) = b(i, j)
      end do
      cnt(j) = 0 * one
    end do
  end subroutine init
end module run_time_exit_1

program main
  use run_time_exit_1
  implicit none
  integer :: k, i, nn
  double precision :: tols(4), mid
  integer :: steps(4), expect(4)
  nn = 20
  call init (nn)
  call sweep_ref (nn, maxsteps, 2.0d0)
  if (.not. (centre(31) > centre(30) .and. centre(30) > centre(29))) stop 1
  mid = (centre(30) + centre(31)) / 2
  tols = [-1.0d0, mid, 2.0d0, mid]
  steps = [maxsteps, maxsteps, maxsteps, 0]
  expect = [1, 31, maxsteps, 0]
  do k = 1, 4
    call init (nn)
    call sweep_ref (nn, steps(k), tols(k))
    if (rcnt /= expect(k)) stop 2
    call sweep (nn, steps(k), tols(k))
    if (any (a /= ra) .or. any (b /= rb)) stop 3
    do i = 1, nn
      if (cnt(i) /= rcnt) stop 4
    end do
  end do
  ! A grid too small for any statement instance: nothing changes.
  call init (2)
  call sweep_ref (2, 5, 0.5d0)
  call sweep (2, 5, 0.5d0)
  if (any (a /= ra) .or. any (b /= rb)) stop 5
end program main
