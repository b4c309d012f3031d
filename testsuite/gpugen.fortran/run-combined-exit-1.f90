! The nests of detect-combined-exit-1.f90 (an exit on counters merged
! with the loop's test into one combined exit, a bound MIN (n, j) where
! GCC merged it, and max/min bounds in the source) run against
! references computed on the host with the same statements in a nest
! that reads a volatile (which keeps it on the host), every element
! compared exactly, for sizes 0, 1, 3, 17 and 100 and band widths 0 to
! 4.
! { dg-do run }
! { dg-options "-O2 -fno-inline" }

module run_combined_exit_1
  implicit none
  real(8), volatile :: one = 1
contains
  subroutine fixed (a, m)
    integer, intent(in) :: m
    real(8), intent(inout) :: a(100, 100)
    integer :: i, j
    do j = 1, m
      do i = 1, 100
        if (i > j) exit
        a(i, j) = a(i, j) + i * j
      end do
    end do
  end subroutine fixed

  subroutine fixed_ref (a, m)
    integer, intent(in) :: m
    real(8), intent(inout) :: a(100, 100)
    integer :: i, j
    do j = 1, m
      do i = 1, 100
        if (i > j) exit
        a(i, j) = a(i, j) * one + i * j
      end do
    end do
  end subroutine fixed_ref

  subroutine minbound (a, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(n, m)
    integer :: i, j
    do j = 1, m
      do i = 1, n
        if (i > j) exit
        a(i, j) = a(i, j) - j
      end do
    end do
  end subroutine minbound

  subroutine minbound_ref (a, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(n, m)
    integer :: i, j
    do j = 1, m
      do i = 1, n
        if (i > j) exit
        a(i, j) = a(i, j) * one - j
      end do
    end do
  end subroutine minbound_ref

  subroutine band (a, b, n, w)
    integer, intent(in) :: n, w
    real(8), intent(inout) :: a(n, n)
    real(8), intent(in) :: b(n, n)
    integer :: i, j
    do j = 1, n
      do i = max (1, j - w), min (n, j + w)
        a(i, j) = b(i, j) * 2 + b(j, i)
      end do
    end do
  end subroutine band

  subroutine band_ref (a, b, n, w)
    integer, intent(in) :: n, w
    real(8), intent(inout) :: a(n, n)
    real(8), intent(in) :: b(n, n)
    integer :: i, j
    do j = 1, n
      do i = max (1, j - w), min (n, j + w)
        a(i, j) = b(i, j) * one * 2 + b(j, i)
      end do
    end do
  end subroutine band_ref
end module run_combined_exit_1

program main
  use run_combined_exit_1
  implicit none
  integer, parameter :: sizes(5) = [0, 1, 3, 17, 100]
  real(8), allocatable :: a(:,:), r(:,:), b(:,:)
  integer :: k, n, m, w, i, j
  allocate (a(100, 100), r(100, 100), b(100, 100))
  do j = 1, 100
    do i = 1, 100
      b(i, j) = mod (i * 3 + j * 7, 19) - 9
    end do
  end do
  do k = 1, size (sizes)
    n = sizes(k)
    a = b
    r = b
    call fixed (a, n)
    call fixed_ref (r, n)
    if (any (a /= r)) stop 1
    do m = 0, n, max (1, n / 4)
      call minbound (a, n, m)
      call minbound_ref (r, n, m)
      if (any (a /= r)) stop 2
    end do
    do w = 0, 4
      call band (a, b, n, w)
      call band_ref (r, b, n, w)
      if (any (a /= r)) stop 3
    end do
  end do
end program main
