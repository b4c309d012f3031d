! A register recurrence inside a time loop (issue 11, shape 2): over j,
! gfortran keeps a(i, r) in a register (a load before the j loop, a PHI
! carried by it, a store after it); the time loop is sequential and the
! host code runs it, launching per step.  The load that starts the
! recurrence of step t + 1 must read what step t stored, in the launch
! of step t + 1, not a register handed over from the launch of step t.
! Twin of the C test.  The result matches a host reference.
! { dg-do run }

module run_time_recurrence_1
  implicit none
  integer, parameter :: rr = 32, n = 200, m = 24, nt = 6
  integer :: a(n, rr), ra(n, rr), b(m, n), rb(m, n)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  subroutine steps (tsteps, nn, mm)
    integer, value :: tsteps, nn, mm
    integer :: t, i, j
    do t = 1, tsteps
      do i = 1, nn
        do j = 1, mm
          a(i, rr) = iand (a(i, rr) * 3 + b(j, i) + t, 1023)
        end do
      end do
      do i = 2, nn
        do j = 1, mm
          b(j, i) = iand (b(j, i) + a(i - 1, rr) + j, 1023)
        end do
      end do
    end do
  end subroutine steps

  subroutine steps_ref (tsteps, nn, mm)
    integer, intent(in) :: tsteps, nn, mm
    integer :: t, i, j
    do t = 1, tsteps
      do i = 1, nn
        do j = 1, mm
          ra(i, rr) = iand (ra(i, rr) * 3 + rb(j, i) + t * one, 1023)
        end do
      end do
      do i = 2, nn
        do j = 1, mm
          rb(j, i) = iand (rb(j, i) + ra(i - 1, rr) + j * one, 1023)
        end do
      end do
    end do
  end subroutine steps_ref
end module run_time_recurrence_1

program main
  use run_time_recurrence_1
  implicit none
  integer :: i, j
  a = 0
  ra = 0
  do i = 1, n
    a(i, rr) = mod (i - 1, 17) * one
    ra(i, rr) = a(i, rr)
    do j = 1, m
      b(j, i) = mod (i - 1 + 3 * (j - 1), 7) * one
      rb(j, i) = b(j, i)
    end do
  end do
  call steps (nt * one, n * one, m * one)
  call steps_ref (nt * one, n * one, m * one)
  if (any (a /= ra) .or. any (b /= rb)) call abort ()
end program main
