! Exits on counters that GCC merges with the loop's own test.  Over a
! fixed extent ("do i = 1, 100; if (i > j) exit"), one exit whose
! condition combines the two tests: niter analysis does not count such a
! loop (the nest was a miss, "number of iterations not computable"); the
! model takes its latch count as the first iteration where the combined
! condition holds (gpugen-domain.cc's first_exit_count).  Up to a
! dummy's value, a bound "MIN (n, j)"; and bounds "max (1, j - w)",
! "min (n, j + w)" in the source: piecewise affine, read exactly
! (to_qaff); these were misses too ("loop bound not affine").  Both
! loops of each nest stay parallel.  run-combined-exit-1.f90 runs them
! (detect-combined-exit-1.c in C).
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_combined_exit_1
  implicit none
contains
  subroutine fixed (a, m)
    integer, intent(in) :: m
    real(8), intent(inout) :: a(100, 100)
    integer :: i, j
    do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      do i = 1, 100
        if (i > j) exit
        a(i, j) = a(i, j) + i * j
      end do
    end do
  end subroutine fixed

  subroutine minbound (a, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(n, m)
    integer :: i, j
    do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      do i = 1, n
        if (i > j) exit
        a(i, j) = a(i, j) - j
      end do
    end do
  end subroutine minbound

  subroutine band (a, b, n, w)
    integer, intent(in) :: n, w
    real(8), intent(inout) :: a(n, n)
    real(8), intent(in) :: b(n, n)
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = max (1, j - w), min (n, j + w)
        a(i, j) = b(i, j) * 2 + b(j, i)
      end do
    end do
  end subroutine band
end module detect_combined_exit_1

! { dg-final { scan-tree-dump-times "latch count, the first iteration where its combined exit holds" 1 "gpugen" } }
