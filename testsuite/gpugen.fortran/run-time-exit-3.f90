! Time loops that leave on an element whose address moves with the step
! (issue 16, gpugen-hostexit.cc), twin of run-time-exit-3.c: "if (a(k,
! t + 1) > tol) exit", a monitor written by the step and tested at once
! ("mon(t) = a(c, c); if (mon(t) > tol) exit"), and a column of a
! history that a nest of the step writes ("hist(k, t)").  Each loop is
! one region: after each step the host reads back the element at the
! address of that step, and the counter returned is the step where the
! loop left (steps + 1 where the count ends it).  Every element and the
! counter match a host reference, for thresholds that stop the loop
! after its first step, mid-way (between two steps' values), at its
! last step and never, and for no step at all.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

module run_time_exit_3
  implicit none
  integer, parameter :: n = 24, maxsteps = 40, c = 11
  double precision :: a(n, n), b(n, n), ra(n, n), rb(n, n)
  double precision :: mon(maxsteps), rmon(maxsteps)
  double precision :: hist(n, maxsteps), rhist(n, maxsteps)
  double precision :: trace(maxsteps)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  ! The column tested moves right with the step.
  integer function sweep_col (nn, steps, tol, k)
    integer, value :: nn, steps, k
    double precision, value :: tol
    integer :: t, i, j
    do t = 1, steps ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" }
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
      if (a(k, t + 1) > tol) exit
    end do
    sweep_col = t
  end function sweep_col

  ! A monitor of the centre, one element per step, tested as written.
  integer function sweep_mon (nn, steps, tol)
    integer, value :: nn, steps
    double precision, value :: tol
    integer :: t, i, j
    do t = 1, steps
      do j = 2, nn - 1 ! { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; no loop mapped: one thread, launched in 1 host loop\\)" }
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
      mon(t) = a(c, c)
      if (mon(t) > tol) exit
    end do
    sweep_mon = t
  end function sweep_mon

  ! A history of the centre column, written by a nest of each step.
  integer function sweep_hist (nn, steps, tol, k)
    integer, value :: nn, steps, k
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
        hist(i, t) = a(i, c)
      end do
      if (hist(k, t) > tol) exit
    end do
    sweep_hist = t
  end function sweep_hist

  ! The three on RA, RB, RMON and RHIST (KIND 0, 1, 2); the tested
  ! values go to TRACE.
  integer function sweep_ref (nn, steps, tol, k, kind)
    integer, intent(in) :: nn, steps, k, kind
    double precision, intent(in) :: tol
    integer :: t, i, j
    double precision :: v
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
      if (kind == 0) then
        v = ra(k, t + 1)
      else if (kind == 1) then
        rmon(t) = ra(c, c)
        v = rmon(t)
      else
        do i = 1, nn
          rhist(i, t) = ra(i, c) * one
        end do
        v = rhist(k, t)
      end if
      trace(t) = v
      if (v > tol) exit
    end do
    sweep_ref = t
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
    do j = 1, maxsteps
      mon(j) = -1.0d0 * one
      rmon(j) = mon(j)
      do i = 1, n
        hist(i, j) = -2.0d0 * one
        rhist(i, j) = hist(i, j)
      end do
    end do
  end subroutine init

  ! Run loop KIND on NN, STEPS and K with threshold TOL against the
  ! reference, which must stop at step EXPECT.
  subroutine run (kind, nn, steps, tol, k, expect)
    integer, intent(in) :: kind, nn, steps, k, expect
    double precision, intent(in) :: tol
    integer :: r, got, i, j
    call init (nn)
    r = sweep_ref (nn, steps, tol, k, kind)
    if (r /= expect) stop 1
    select case (kind)
    case (0)
      got = sweep_col (nn, steps, tol, k)
    case (1)
      got = sweep_mon (nn, steps, tol)
    case default
      got = sweep_hist (nn, steps, tol, k)
    end select
    if (got /= r) stop 2
    do j = 1, n
      do i = 1, n
        if (a(i, j) /= ra(i, j) * one .or. b(i, j) /= rb(i, j) * one) stop 3
      end do
    end do
    do j = 1, maxsteps
      if (mon(j) /= rmon(j) * one) stop 4
      do i = 1, n
        if (hist(i, j) /= rhist(i, j) * one) stop 5
      end do
    end do
  end subroutine run

  ! The largest of TR(1:T-1), or -1.
  double precision function max_before (tr, t)
    double precision, intent(in) :: tr(:)
    integer, intent(in) :: t
    integer :: s
    max_before = -1.0d0
    do s = 1, t - 1
      if (tr(s) * one > max_before) max_before = tr(s)
    end do
  end function max_before
end module run_time_exit_3

program main
  use run_time_exit_3
  implicit none
  integer :: kind, s, mid, x, at(3)
  integer :: nn = 20, k = 8
  double precision :: tr(maxsteps)
  do kind = 0, 2
    s = merge (nn - 2, maxsteps, kind == 0)
    ! The values traced by a run that never stops.
    call init (nn)
    if (sweep_ref (nn, s, 2.0d0, k, kind) /= s + 1) stop 6
    tr = trace
    ! Mid-way: the first step from S / 2 on whose value is the largest
    ! so far; and the last step, whose value is.
    mid = s / 2
    do while (.not. (tr(mid) > max_before (tr, mid)))
      mid = mid + 1
    end do
    if (mid >= s .or. .not. (tr(s) > max_before (tr, s))) stop 7
    ! Stop after the first step, mid-way, after the last step, never;
    ! and no step.
    at(1) = 1
    at(2) = mid
    at(3) = s
    do x = 1, 3
      call run (kind, nn, s, (max_before (tr, at(x)) + tr(at(x))) / 2, k, &
                at(x))
    end do
    call run (kind, nn, s, 2.0d0, k, s + 1)
    call run (kind, nn, 0, 0.5d0, k, 1)
  end do
end program main
