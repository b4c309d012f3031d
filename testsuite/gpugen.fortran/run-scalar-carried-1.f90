! A scalar reduction carried by a host loop (issue 11, shape 1): s sums
! over the inner j loop and carries across the outer i loop, which is
! sequential (column i reads column i - 1) and which the host code runs,
! launching per i.  The value of s at the start of column i + 1 must
! survive from one launch to the next: not a register of the kernel that
! sums (gpugen's rule: registers only where every write -> read pair of
! a scalar's dataflow is in one thread of one launch, in order).  The
! second subroutine has the sum and the parallel update in one j loop.
! Twin of the C test.  The result matches a host reference.
! { dg-do run }

module run_scalar_carried_1
  implicit none
  integer, parameter :: n = 40, m = 300
  integer(8) :: a(m, n), r(m, n), t(n), rt(n)
  integer(8) :: b(m, n), rb(m, n), u(n), ru(n)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  subroutine rows (nn, mm)
    integer, intent(in) :: nn, mm
    integer :: i, j
    integer(8) :: s
    s = 3
    do i = 2, nn
      do j = 1, mm
        s = iand (s * 3 + a(j, i - 1), 65535_8)
      end do
      do j = 1, mm
        a(j, i) = iand (a(j, i - 1) + s + j, 1023_8)
      end do
      t(i) = s
    end do
  end subroutine rows

  subroutine rows_ref (nn, mm)
    integer, intent(in) :: nn, mm
    integer :: i, j
    integer(8) :: s
    s = 3
    do i = 2, nn
      do j = 1, mm
        s = iand (s * 3 + r(j, i - 1), 65535_8)
      end do
      do j = 1, mm
        r(j, i) = iand (r(j, i - 1) + s + j * one, 1023_8)
      end do
      rt(i) = s
    end do
  end subroutine rows_ref

  subroutine fused (nn, mm)
    integer, intent(in) :: nn, mm
    integer :: i, j
    integer(8) :: s
    s = 1
    do i = 2, nn
      do j = 1, mm
        b(j, i) = iand (b(j, i - 1) * 5 + j + i, 1023_8)
        s = iand (s + b(j, i - 1) * j, 1048575_8)
      end do
      u(i) = s
    end do
  end subroutine fused

  subroutine fused_ref (nn, mm)
    integer, intent(in) :: nn, mm
    integer :: i, j
    integer(8) :: s
    s = 1
    do i = 2, nn
      do j = 1, mm
        rb(j, i) = iand (rb(j, i - 1) * 5 + j * one + i, 1023_8)
        s = iand (s + rb(j, i - 1) * j, 1048575_8)
      end do
      ru(i) = s
    end do
  end subroutine fused_ref
end module run_scalar_carried_1

program main
  use run_scalar_carried_1
  implicit none
  integer :: i, j
  do i = 1, n
    do j = 1, m
      a(j, i) = mod (i * 7 + j * 3, 11) * one
      r(j, i) = a(j, i)
      b(j, i) = mod (i * 5 + j, 13) * one
      rb(j, i) = b(j, i)
    end do
  end do
  t = 0
  rt = 0
  u = 0
  ru = 0
  call rows (n * one, m * one)
  call rows_ref (n * one, m * one)
  call fused (n * one, m * one)
  call fused_ref (n * one, m * one)
  if (any (a /= r) .or. any (t /= rt)) call abort ()
  if (any (b /= rb) .or. any (u /= ru)) call abort ()
end program main
