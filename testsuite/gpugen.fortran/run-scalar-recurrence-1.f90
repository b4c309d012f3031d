! A register recurrence (issue 11): gfortran keeps a0(i) in a register
! over the inner loop of "a0(i) = iand (a0(i) + a0(m - i), 1023)".  The
! rows i and m - i depend on each other, so isl's schedule runs the
! recurrences in a kernel of one thread whose order is not the original
! loop's; a register (one variable per thread) would carry one row's
! value into another's.  gpugen keeps a scalar in registers only where
! every write -> read pair of its dataflow stays in one thread of one
! launch, in order.  Twin of the C test (fuzz seed 5104, reduced).
! { dg-do run }

module run_scalar_recurrence_1
  implicit none
  integer :: a0(64), a2(64), r0(64)
  integer(8) :: a4(3,40,3), r4(3,40,3)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  subroutine sweep (m)
    integer, intent(in) :: m
    integer :: i, j
    do i = 3, m - 2
      a4(3, m - i, 1) = iand (2 * a0(3) + 3 * i + 12, 1023)
      do j = 3, i
        a0(i) = iand (a0(i) + a0(m - i), 1023)
        a4(1, i, 3) = iand (j + a2(i + 1) + a2(i - 1), 1023)
      end do
    end do
  end subroutine sweep

  subroutine sweep_ref (m)
    integer, intent(in) :: m
    integer :: i, j
    do i = 3, m - 2
      r4(3, m - i, 1) = iand (2 * r0(3) + 3 * i * one + 12, 1023)
      do j = 3, i
        r0(i) = iand (r0(i) + r0(m - i), 1023)
        r4(1, i, 3) = iand (j * one + a2(i + 1) + a2(i - 1), 1023)
      end do
    end do
  end subroutine sweep_ref
end module run_scalar_recurrence_1

program main
  use run_scalar_recurrence_1
  implicit none
  integer :: i, m
  m = 32 * one
  do i = 1, 64
    a0(i) = mod ((i - 1) * 7, 13) * one
    r0(i) = a0(i)
    a2(i) = mod (i - 1, 5) * one
  end do
  a4 = 0
  r4 = 0
  call sweep (m)
  call sweep_ref (m)
  do i = 1, 64
    if (a0(i) * one /= r0(i)) call abort ()
  end do
  if (any (a4 /= r4)) call abort ()
end program main
