! Scalar reductions of a nest whose result is used after it (issue 16),
! twin of run-reduction-1.c: gpugen offloads them as partials per row
! folded in order on the host (gpugen-reduce.cc; gfortran's maxval,
! whose first loop looks for an element that is not a NaN, is not a
! SCoP), and this test pins the exact values the device's reduction
! must reproduce bit for bit: the
! first maximal element for "if (d > e) e = d" (-0.0 before +0.0 keeps
! -0.0), the last one for ">=", a NaN element never selected, a NaN
! initial value kept; maxval ignores NaNs; integer sums wrap the same
! in any grouping.  Empty nests give the initial value.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized-missed" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
module run_reduction_1
  implicit none
  integer, parameter :: n = 40, m = 24
  double precision :: a(n, m), b(n, m)
  integer :: ix(n, m)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  function max_gt (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e
    integer :: i, j
    e = init
    do j = 1, mm ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e. over the loops at lines 28-29, partials per row" }
      do i = 1, nn
        if (a(i, j) > e) e = a(i, j)
      end do
    end do
  end function max_gt
  function max_gt_ref (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e, d
    integer :: i, j
    e = init
    do j = 1, mm
      do i = 1, nn
        d = a(i, j) * one
        if (d > e) e = d
      end do
    end do
  end function max_gt_ref
  function max_ge (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e
    integer :: i, j
    e = init
    do j = 1, mm ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e. over the loops at lines 53-54, partials per row" }
      do i = 1, nn
        if (a(i, j) >= e) e = a(i, j)
      end do
    end do
  end function max_ge
  function max_ge_ref (nn, mm, init) result (e)
    integer, value :: nn, mm
    double precision, value :: init
    double precision :: e, d
    integer :: i, j
    e = init
    do j = 1, mm
      do i = 1, nn
        d = a(i, j) * one
        if (d >= e) e = d
      end do
    end do
  end function max_ge_ref
  function err_maxval (nn, mm) result (e)
    integer, value :: nn, mm
    double precision :: e
    e = maxval (abs (a(1:nn, 1:mm) - b(1:nn, 1:mm))) ! { dg-missed "gpugen: loop nest not a SCoP: condition not affine" }
  end function err_maxval
  function err_maxval_ref (nn, mm) result (e)
    integer, value :: nn, mm
    double precision :: e, d
    integer :: i, j
    logical :: seen
    ! maxval: -huge for an empty array or one of NaNs only, a NaN only
    ! where every element is one; else the largest element.
    e = -huge (e)
    seen = .false.
    do j = 1, mm
      do i = 1, nn
        d = abs (a(i, j) - b(i, j)) * one
        if (d > e .or. (.not. seen .and. d == d)) e = d
        if (d == d) seen = .true.
      end do
    end do
    if (.not. seen .and. nn > 0 .and. mm > 0) e = transfer (-1_8, e)
  end function err_maxval_ref
  function isum (nn, mm, init) result (s)
    integer, value :: nn, mm, init
    integer :: s, i, j
    s = init
    do j = 1, mm ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .s. over the loops at lines 99-100, partials per row" }
      do i = 1, nn
        s = s + ix(i, j)
      end do
    end do
  end function isum
  function isum_ref (nn, mm, init) result (s)
    integer, value :: nn, mm, init
    integer :: s, i, j
    s = init
    do j = 1, mm
      do i = 1, nn
        s = s + ix(i, j) * one
      end do
    end do
  end function isum_ref
  ! Whether x and y have the same bits.
  logical function same (x, y)
    double precision, intent(in) :: x, y
    same = transfer (x, 1_8) == transfer (y, 1_8)
  end function same
  subroutine check (nn, mm, init)
    integer, intent(in) :: nn, mm
    double precision, intent(in) :: init
    if (.not. same (max_gt (nn, mm, init), max_gt_ref (nn, mm, init))) stop 1
    if (.not. same (max_ge (nn, mm, init), max_ge_ref (nn, mm, init))) stop 2
    if (isum (nn, mm, 7) /= isum_ref (nn, mm, 7)) stop 3
  end subroutine check
end module run_reduction_1

program main
  use run_reduction_1
  use, intrinsic :: ieee_arithmetic
  implicit none
  integer :: i, j
  double precision :: nan, e, r
  nan = ieee_value (nan, ieee_quiet_nan)
  do j = 1, m
    do i = 1, n
      a(i, j) = (mod (i * 7 + j * 13, 29) - 14) * one
      b(i, j) = a(i, j) + mod (i + j, 5) * 0.25d0 * one
      ! Large enough that the sum wraps (gpugen's and GCC's -fwrapv
      ! are not in play: only the values the program computes count).
      ix(i, j) = (i * 7919 + j * 104729) * one
    end do
  end do
  call check (n, m, -1.0d0)
  call check (n, m, 1.0d9)
  call check (0, m, 3.5d0)
  call check (n, 0, -3.5d0)
  if (.not. same (err_maxval (n, m), err_maxval_ref (n, m))) stop 4
  if (.not. same (err_maxval (0, m), err_maxval_ref (0, m))) stop 5
  ! A NaN element: never selected by the comparisons, ignored by maxval;
  ! a NaN initial value stays.
  a(n / 2, m / 3) = nan
  b(3, 5) = nan
  call check (n, m, -1.0d0)
  call check (n, m, nan)
  if (.not. ieee_is_nan (max_gt (n, m, nan))) stop 6
  e = err_maxval (n, m)
  r = err_maxval_ref (n, m)
  if (ieee_is_nan (e) .or. .not. same (e, r)) stop 7
  ! Signed zeros: every element below zero but the maxima, -0.0 first
  ! and +0.0 later in the loops' order (j outer), then the other way
  ! round: ">" keeps the first, ">=" takes the last.
  do j = 1, m
    do i = 1, n
      a(i, j) = (-1.0d0 - mod (i + j, 3)) * one
    end do
  end do
  a(7, 2) = -0.0d0
  a(1, m - 3) = 0.0d0
  call check (n, m, -huge (e))
  if (.not. (sign (1.0d0, max_gt (n, m, -huge (e))) < 0)) stop 8
  if ((sign (1.0d0, max_ge (n, m, -huge (e))) < 0)) stop 9
  a(7, 2) = 0.0d0
  a(1, m - 3) = -0.0d0
  call check (n, m, -huge (e))
  if ((sign (1.0d0, max_gt (n, m, -huge (e))) < 0)) stop 10
  if (.not. (sign (1.0d0, max_ge (n, m, -huge (e))) < 0)) stop 11
  ! An initial -0.0 equal to the maxima stays for ">".
  if (.not. (sign (1.0d0, max_gt (n, m, -0.0d0)) < 0)) stop 12
end program main

! The references and the set-up read a volatile variable (a memory
! reference gpugen does not model).
! { dg-prune-output "not a SCoP: memory reference not supported" }
