! The refusal of isl's schedule for its coefficients (issue 11, shape
! 5), twin of run-schedule-coef-2.c.  A schedule of isl's with a
! coefficient or a constant past schedule-max-coefficient (64 by
! default; isl's dependence-carrying step can return coefficients near
! 2^30) is refused, and the original schedule is the next choice.  Any
! isl schedule has a coefficient of 1, so schedule-max-coefficient=0
! makes this nest take that path: the dump must show the refusal, and
! the nest must still be offloaded through its original loops, here a
! time loop on the host around two parallel loops.  The result matches
! a host reference.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=details -fplugin-arg-gpugen-schedule-max-coefficient=0" }
! { dg-final { scan-tree-dump "SCoP 0: isl's schedule refused: a coefficient past 0" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 offloaded" "gpugen" } }

module run_schedule_coef_1
  implicit none
  integer, parameter :: n = 1000, nt = 20
  double precision :: a(n), b(n), ra(n), rb(n)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  subroutine smooth (tsteps, nn)
    integer, value :: tsteps, nn
    integer :: t, i
    do t = 1, tsteps
      do i = 2, nn - 1
        b(i) = 0.25d0 * a(i - 1) + 0.5d0 * a(i) + 0.25d0 * a(i + 1)
      end do
      do i = 2, nn - 1
        a(i) = b(i)
      end do
    end do
  end subroutine smooth

  subroutine smooth_ref (tsteps, nn)
    integer, value :: tsteps, nn
    integer :: t, i
    do t = 1, tsteps
      do i = 2, nn - 1
        rb(i) = 0.25d0 * one * ra(i - 1) + 0.5d0 * ra(i) + 0.25d0 * ra(i + 1)
      end do
      do i = 2, nn - 1
        ra(i) = rb(i) * one
      end do
    end do
  end subroutine smooth_ref
end module run_schedule_coef_1

program main
  use run_schedule_coef_1
  implicit none
  integer :: i
  do i = 1, n
    a(i) = mod (i - 1, 23) * 0.5d0 * one
    ra(i) = a(i)
  end do
  b = 0
  rb = 0
  call smooth (nt * one, n * one)
  call smooth_ref (nt * one, n * one)
  if (any (a /= ra) .or. any (b /= rb)) call abort ()
end program main
