! Conditions on counters that GCC combines before gpugen sees them, in
! Fortran: ".and." and ".or." of comparisons computed as truth values
! ("_1 & _2") and tested as "_3 != 0", a bound read from a dummy in the
! branch (m, which gpugen-hoist.cc reads before the loop), and range
! tests folded into one unsigned comparison ("i >= 5 .and. i <= 9" as
! "(unsigned) i - 5 <= 4", "i / 3 == -2" as "(unsigned) i + 8 <= 2",
! also on a loop counting down by 2 from a negative row).  Each nest is
! a SCoP whose loops are parallel (they were misses, "condition not
! affine").  run-cond-combined-1.f90 runs them (detect-cond-combined-1.c
! in C).
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all" }

module detect_cond_combined_1
  implicit none
contains
  subroutine cnd (a, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(n, m)
    integer :: i, j
    do j = 1, m ! { dg-note "gpugen: SCoP with 2 statements, 1 arrays, 2 parallel loops" }
      do i = 1, n
        if (i > 3 .and. j < m - 1) a(i, j) = 0
        if (i >= 5 .and. i <= 9 .or. j == 2) a(i, j) = a(i, j) + 1
      end do
    end do
  end subroutine cnd

  subroutine negstep (x, y, lo, hi)
    integer, intent(in) :: lo, hi
    real(8), intent(inout) :: x(-50:50)
    real(8), intent(in) :: y(-50:50)
    integer :: i
    do i = hi, lo, -2 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
      if (mod (i, 4) == -1 .or. i / 3 == -2 .or. (i >= 5 .and. i <= 9)) &
        x(i) = y(i) + i
    end do
  end subroutine negstep

  subroutine neqv (a, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(:,:)
    integer :: i, j
    if (size (a, 1) < n .or. size (a, 2) < n) stop 9
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      do i = 1, n
        if ((i > 5) .neqv. (j > 5)) a(i, j) = -a(i, j)
      end do
    end do
  end subroutine neqv
end module detect_cond_combined_1
