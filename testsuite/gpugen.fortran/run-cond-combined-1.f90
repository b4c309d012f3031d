! The nests of detect-cond-combined-1.f90 (".and.", ".or." and ".neqv."
! of comparisons on counters, range tests that GCC folds into one
! unsigned comparison, a bound read from a dummy in the branch, a loop
! counting down by 2 through negative rows) run against references
! computed on the host with the same statements in a nest that reads a
! volatile (which keeps it on the host), every element compared exactly,
! for sizes 0, 1, 2, 5, 9 and 23 and several loop limits.
! { dg-do run }
! { dg-options "-O2 -fno-inline" }

module run_cond_combined_1
  implicit none
  real(8), volatile :: one = 1
contains
  subroutine cnd (a, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(n, m)
    integer :: i, j
    do j = 1, m
      do i = 1, n
        if (i > 3 .and. j < m - 1) a(i, j) = 0
        if (i >= 5 .and. i <= 9 .or. j == 2) a(i, j) = a(i, j) + 1
      end do
    end do
  end subroutine cnd

  subroutine cnd_ref (a, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(n, m)
    integer :: i, j
    do j = 1, m
      do i = 1, n
        if (i > 3 .and. j < m - 1) a(i, j) = 0 * one
        if (i >= 5 .and. i <= 9 .or. j == 2) a(i, j) = a(i, j) + one
      end do
    end do
  end subroutine cnd_ref

  subroutine negstep (x, y, lo, hi)
    integer, intent(in) :: lo, hi
    real(8), intent(inout) :: x(-50:50)
    real(8), intent(in) :: y(-50:50)
    integer :: i
    do i = hi, lo, -2
      if (mod (i, 4) == -1 .or. i / 3 == -2 .or. (i >= 5 .and. i <= 9)) &
        x(i) = y(i) + i
    end do
  end subroutine negstep

  subroutine negstep_ref (x, y, lo, hi)
    integer, intent(in) :: lo, hi
    real(8), intent(inout) :: x(-50:50)
    real(8), intent(in) :: y(-50:50)
    integer :: i
    do i = hi, lo, -2
      if (mod (i, 4) == -1 .or. i / 3 == -2 .or. (i >= 5 .and. i <= 9)) &
        x(i) = y(i) * one + i
    end do
  end subroutine negstep_ref

  subroutine neqv (a, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(:,:)
    integer :: i, j
    if (size (a, 1) < n .or. size (a, 2) < n) stop 9
    do j = 1, n
      do i = 1, n
        if ((i > 5) .neqv. (j > 5)) a(i, j) = -a(i, j)
      end do
    end do
  end subroutine neqv

  subroutine neqv_ref (a, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(:,:)
    integer :: i, j
    if (size (a, 1) < n .or. size (a, 2) < n) stop 9
    do j = 1, n
      do i = 1, n
        if ((i > 5) .neqv. (j > 5)) a(i, j) = -a(i, j) * one
      end do
    end do
  end subroutine neqv_ref
end module run_cond_combined_1

program main
  use run_cond_combined_1
  implicit none
  integer, parameter :: sizes(6) = [0, 1, 2, 5, 9, 23]
  real(8) :: a(23, 23), r(23, 23), x(-50:50), xr(-50:50), y(-50:50)
  integer :: k, n, m, i, j, lo, hi
  do i = -50, 50
    y(i) = 3 * i + 1
  end do
  do k = 1, size (sizes)
    n = sizes(k)
    do m = 0, n + 1, max (1, n / 3)
      do j = 1, 23
        do i = 1, 23
          a(i, j) = mod (i * 7 + j * 3 + m, 11)
        end do
      end do
      r = a
      call cnd (a, n, m)
      call cnd_ref (r, n, m)
      if (any (a /= r)) stop 1
      call neqv (a(1:n, 1:n), n)
      call neqv_ref (r(1:n, 1:n), n)
      if (any (a /= r)) stop 2
      call neqv (a, n)
      call neqv_ref (r, n)
      if (any (a /= r)) stop 3
    end do
    do lo = -30, 10, 7
      hi = lo + 4 * n
      x = 0
      xr = 0
      call negstep (x, y, lo, hi)
      call negstep_ref (xr, y, lo, hi)
      if (any (x /= xr)) stop 4
    end do
  end do
end program main
