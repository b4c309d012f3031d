! Time loops that leave on data where the test is part of the loop's own
! condition (issue 16, gpugen-hostexit.cc), twin of run-time-exit-2.c:
! "do while (a(c,c) < tol .and. it < maxit)", which gfortran evaluates
! without a branch ("_12 | ~_67") in one exit at the end of the rotated
! body; "do it = 1, maxit" with "if (...) exit" at the top of the body,
! tested before the step's nests, on the values from before the loop
! first; the same exit at the end of the body; and the count used after
! the loop (the function's result, maxit + 1 where the count ends the
! loop).  Each loop is one region: the host loop launches each step's
! kernels, reads the tested element back and leaves where the program
! does.  Every element and the count match a host reference, for
! thresholds that stop the loop before its first step, after it,
! mid-way (between two steps' values), at its last step, never, and for
! no step at all.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

module run_time_exit_2
  implicit none
  integer, parameter :: n = 24, maxsteps = 80, c = 11
  double precision :: a(n, n), b(n, n), ra(n, n), rb(n, n)
  double precision :: centre(0:maxsteps)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  integer function sweep_while (nn, maxit, tol)
    integer, value :: nn, maxit
    double precision, value :: tol
    integer :: it, i, j
    it = 0
    do while (a(c, c) < tol .and. it < maxit) ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" }
      do j = 2, nn - 1
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
      it = it + 1
    end do
    sweep_while = it
  end function sweep_while

  ! The test at the top of each step.
  integer function sweep_top (nn, maxit, tol)
    integer, value :: nn, maxit
    double precision, value :: tol
    integer :: it, i, j
    do it = 1, maxit
      if (a(c, c) >= tol) exit ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" }
      do j = 2, nn - 1
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
    end do
    sweep_top = it
  end function sweep_top

  ! The test at the end of each step.
  integer function sweep_end (nn, maxit, tol)
    integer, value :: nn, maxit
    double precision, value :: tol
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, nn - 1 ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" }
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
      if (a(c, c) >= tol) exit
    end do
    sweep_end = it
  end function sweep_end

  ! The three on RA and RB: KIND 0 as sweep_while, 1 as sweep_top, 2 as
  ! sweep_end; the centre after each step goes to CENTRE.
  integer function sweep_ref (nn, maxit, tol, kind)
    integer, intent(in) :: nn, maxit, kind
    double precision, intent(in) :: tol
    integer :: it, i, j
    it = 0
    do
      if (kind == 0 .and. .not. (ra(c, c) < tol .and. it < maxit)) exit
      if (kind /= 0 .and. it >= maxit) exit
      if (kind == 1 .and. ra(c, c) >= tol) exit
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
      it = it + 1
      if (it <= maxsteps) centre(it) = ra(c, c)
      if (kind == 2 .and. ra(c, c) >= tol) exit
    end do
    ! Fortran's counter: one past the last step where the count ends the
    ! loop, the step's own where the exit does.
    if (kind == 0) then
      sweep_ref = it
    else if (kind == 1) then
      sweep_ref = it + 1
    else if (it == maxit .and. .not. (ra(c, c) >= tol)) then
      sweep_ref = it + 1
    else
      sweep_ref = it
    end if
  end function sweep_ref

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
    end do
  end subroutine init

  subroutine check (got, expect)
    integer, intent(in) :: got, expect
    integer :: i, j
    if (got /= expect) stop 3
    do j = 1, n
      do i = 1, n
        if (a(i, j) /= ra(i, j) * one .or. b(i, j) /= rb(i, j) * one) stop 4
      end do
    end do
  end subroutine check
end module run_time_exit_2

program main
  use run_time_exit_2
  implicit none
  integer :: k, nn, r, kind
  double precision :: tols(6), mid, last
  integer :: maxits(6)
  nn = 20
  call init (nn)
  centre(0) = ra(c, c)
  if (sweep_ref (nn, maxsteps, 2.0d0, 0) /= maxsteps) stop 1
  if (.not. (centre(30) > centre(29) .and. centre(29) > centre(28) &
             .and. centre(maxsteps) > centre(maxsteps - 1) &
             .and. centre(9) > 0)) stop 2
  mid = (centre(29) + centre(30)) / 2
  last = (centre(maxsteps - 1) + centre(maxsteps)) / 2
  tols(1) = 0.0d0
  tols(2) = centre(9) / 2
  tols(3) = mid
  tols(4) = last
  tols(5) = 2.0d0
  tols(6) = mid
  maxits(1:5) = maxsteps
  maxits(6) = 0
  do k = 1, 6
    do kind = 0, 2
      call init (nn)
      r = sweep_ref (nn, maxits(k), tols(k), kind)
      select case (kind)
      case (0)
        call check (sweep_while (nn, maxits(k), tols(k)), r)
      case (1)
        call check (sweep_top (nn, maxits(k), tols(k)), r)
      case default
        call check (sweep_end (nn, maxits(k), tols(k)), r)
      end select
    end do
  end do
  ! A grid too small for any statement instance: the loops still count
  ! their steps, and stop where the values from before tell them to.
  do k = 1, 2
    do kind = 0, 2
      call init (2)
      a(c, c) = 1.0d0 * one
      ra(c, c) = a(c, c)
      tols(1) = merge (0.5d0, 2.0d0, k == 1)
      r = sweep_ref (2, 5, tols(1), kind)
      select case (kind)
      case (0)
        call check (sweep_while (2, 5, tols(1)), r)
      case (1)
        call check (sweep_top (2, 5, tols(1)), r)
      case default
        call check (sweep_end (2, 5, tols(1)), r)
      end select
    end do
  end do
end program main
