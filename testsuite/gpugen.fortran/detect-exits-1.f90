! An LU factorization whose k loop jump threading gives a second exit:
! where the column loops from k + 1 to n would be empty, the k loop's own
! test (k < n) fails too, and that path is threaded straight out of the
! k loop.  The exit is taken only in the k loop's last iteration (never,
! within its bounds): the k loop is in the SCoP, so the region runs once,
! not once per k.  Exits on counters that end loops early are modelled;
! an exit on data from a loop that stores stays a miss (a search loop is
! modelled: detect-exits-2.f90).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" }

module detect_exits_1
  implicit none
contains
  subroutine lu (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j, k
    do k = 1, n - 1 ! { dg-bogus "several exits" }
      do i = k + 1, n ! { dg-note "gpugen: SCoP with 2 statements, 1 arrays" }
        a(i,k) = a(i,k) / a(k,k)
      end do
      do j = k + 1, n
        do i = k + 1, n
          a(i,j) = a(i,j) - a(i,k) * a(k,j)
        end do
      end do
    end do
  end subroutine lu

  ! Exits on counters that end the loops early: the iterations after
  ! the first exit are removed from the domains, both loops stay
  ! parallel.
  subroutine early (n, m, k, a)
    integer, intent(in) :: n, m, k
    real(8), intent(inout) :: a(m,n)
    integer :: i, j
    do j = 1, n
      if (3 * j > k) exit ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      do i = 1, m
        if (i > j + k) exit
        a(i,j) = a(i,j) * 2 + i
      end do
    end do
  end subroutine early

  subroutine first_negative (n, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: y(n)
    integer :: i
    do i = 1, n
      if (x(i) < 0) exit ! { dg-missed "loop nest not a SCoP: loop with several exits" }
      y(i) = x(i)
    end do
  end subroutine first_negative
end module detect_exits_1

! One region, not one per k (map-exits-1.f90 checks its kernels).
! { dg-final { scan-tree-dump-times "gpugen: SCoP \[0-9\]+: 2 statements" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "iterations after an early exit" 2 "gpugen" } }
