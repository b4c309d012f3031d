! Scalar reductions of a nest run on the device as partials per row
! folded on the host (gpugen-reduce.cc), with the host's bits:
! gfortran's max and min (MAX_EXPR and MIN_EXPR, whose result GCC
! leaves unspecified for a NaN and for -0.0 against +0.0: an offloaded
! reduction runs them on both paths as "e = e > d ? e : d" and "e = e <
! d ? e : d", where a NaN element restarts the running value: rows with
! NaNs at their start, end and middle, rows of NaNs only), selects,
! integer sums and counts under a mask, sum () of an integer section,
! two reductions in one nest, a ragged nest; whole, empty (no row, empty
! rows) and one-element nests, NaN and signed-zero initial values.  Each
! is checked against the same loop kept on the host (a volatile read
! makes it no SCoP), written with that select for max and min.
! { dg-do run }
! { dg-options "-O2" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
module run_reduce_1
  implicit none
  integer, parameter :: n = 37, m = 21
  double precision :: a(n, m), b(n, m)
  integer :: ix(n, m)
  integer, volatile :: one = 1
contains
  function emax (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e
    integer :: i, j
    e = init
    do j = 1, mm
      do i = 1, nn
        e = max (e, abs (a(i, j) - b(i, j)))
      end do
    end do
  end function emax
  function emax_ref (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e
    integer :: i, j
    double precision :: d
    e = init
    do j = 1, mm
      do i = 1, nn
        d = abs (a(i, j) - b(i, j)) * one
        if (.not. (e > d)) e = d
      end do
    end do
  end function emax_ref
  function emin (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e
    integer :: i, j
    e = init
    do j = 1, mm
      do i = 1, nn
        e = min (a(i, j), e)
      end do
    end do
  end function emin
  function emin_ref (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e
    integer :: i, j
    double precision :: d
    e = init
    do j = 1, mm
      do i = 1, nn
        d = a(i, j) * one
        if (.not. (e < d)) e = d
      end do
    end do
  end function emin_ref
  ! A count under a mask and the largest element of a ragged nest, in
  ! one nest.
  subroutine two (nn, ep, cp)
    integer, value :: nn
    double precision, intent(inout) :: ep
    integer, intent(inout) :: cp
    double precision :: e
    integer :: i, j, c
    e = ep
    c = cp
    do j = 1, nn
      do i = 1, j
        if (b(i, j) > e) e = b(i, j)
        if (a(i, j) > 0.5d0) c = c + 1
      end do
    end do
    ep = e
    cp = c
  end subroutine two
  subroutine two_ref (nn, e, c)
    integer, value :: nn
    double precision, intent(inout) :: e
    integer, intent(inout) :: c
    integer :: i, j
    double precision :: d
    do j = 1, nn
      do i = 1, j
        d = b(i, j) * one
        if (d > e) e = d
        if (a(i, j) * one > 0.5d0) c = c + 1
      end do
    end do
  end subroutine two_ref
  function isum (nn, mm) result (s)
    integer, value :: nn, mm
    integer :: s
    s = sum (ix(1:nn, 1:mm))
  end function isum
  function isum_ref (nn, mm) result (s)
    integer, value :: nn, mm
    integer :: s, i, j
    s = 0
    do j = 1, mm
      do i = 1, nn
        s = s + ix(i, j) * one
      end do
    end do
  end function isum_ref
  logical function same (x, y)
    double precision, intent(in) :: x, y
    same = transfer (x, 1_8) == transfer (y, 1_8)
  end function same
  subroutine check (nn, mm, init)
    integer, intent(in) :: nn, mm
    double precision, intent(in) :: init
    double precision :: e1, e2
    integer :: c1, c2
    if (.not. same (emax (nn, mm, init), emax_ref (nn, mm, init))) stop 1
    if (.not. same (emin (nn, mm, init), emin_ref (nn, mm, init))) stop 2
    e1 = init
    e2 = init
    c1 = 3
    c2 = 3
    call two (min (nn, mm), e1, c1)
    call two_ref (min (nn, mm), e2, c2)
    if (.not. same (e1, e2) .or. c1 /= c2) stop 3
    if (isum (nn, mm) /= isum_ref (nn, mm)) stop 4
  end subroutine check
end module run_reduce_1

program main
  use run_reduce_1
  use, intrinsic :: ieee_arithmetic
  implicit none
  integer :: i, j, t, k
  integer :: sizes(2, 6)
  double precision :: nan, inits(6)
  nan = ieee_value (nan, ieee_quiet_nan)
  sizes = reshape ([n, m, 0, m, n, 0, 1, 1, 1, m, n, 1], [2, 6])
  inits = [0.0d0, -0.0d0, -1.0d0, 1.0d30, -huge (nan), nan]
  do t = 0, 2
    do j = 1, m
      do i = 1, n
        a(i, j) = (mod (i * 7 + j * 13 + t, 29) - 14) * one
        b(i, j) = a(i, j) + mod (i + j, 5) * 0.25d0 * one
        if (t == 2) b(i, j) = -abs (b(i, j)) * one
        ix(i, j) = (i * 7919 + j * 104729 + t) * 40503 * one
      end do
    end do
    if (t >= 1) then
      ! NaNs at a row's start, end and middle, and a row of NaNs.
      a(1, 3) = nan
      a(n, 4) = nan
      a(n / 2, 5) = nan
      b(1, 3) = nan
      b(n, 7) = nan
      a(:, 9) = nan
    end if
    if (t == 2) then
      ! Extremes that tie on -0.0 and +0.0.
      b(2, 2) = -0.0d0
      b(3, 5) = 0.0d0
      a(4, 6) = 0.0d0
      a(5, 8) = -0.0d0
    end if
    do k = 1, 6
      do i = 1, size (inits)
        call check (sizes(1, k), sizes(2, k), inits(i))
      end do
    end do
  end do
end program main

! The references and the set-up read a volatile variable.
! { dg-prune-output "not a SCoP: memory reference not supported" }
