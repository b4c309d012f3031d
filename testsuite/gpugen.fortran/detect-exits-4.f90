! Stores on both sides of a condition after a search loop ("if (j <= m)
! then; hit(i) = j; else; miss(i) = 1"), and a store after the loop
! that the loop's guard shares ("if (j > m) pos(i) = 0": jump threading
! sends the guard's path, where the loop cannot run, straight to it, and
! the diamond gets a copy).  Both stores become selects, the else
! side's after the then side's; so does "where ... elsewhere" into two
! arrays (gfortran evaluates the mask first).  On explicit-shape dummies
! of unknown extent too, under a check of their host memory at run time
! (run-exits-6.f90 runs the others, run-spec-range-1.f90 this one).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

module detect_exits_4
  implicit none
  integer, parameter :: nn = 48
  real(8) :: a(nn, nn)
  integer :: hit(nn), miss(nn), pos(nn)
contains
  subroutine if_else (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-note "gpugen: SCoP with \[0-9\]+ statements, \[0-9\] arrays, 1 parallel loops" }
      do j = 1, m
        if (a(j, i) > t) exit
      end do
      if (j <= m) then
        hit(i) = j
      else
        miss(i) = 1
      end if
    end do
  end subroutine if_else

  subroutine guarded (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-note "gpugen: SCoP with \[0-9\]+ statements, \[0-9\] arrays, 1 parallel loops" }
      do j = 1, m
        if (a(j, i) > t) then
          pos(i) = j
          exit
        end if
      end do
      if (j > m) pos(i) = 0
    end do
  end subroutine guarded

  subroutine where_two (b, c, d)
    real(8), intent(in) :: b(:)
    real(8), intent(inout) :: c(:), d(:)
    if (size (c) < size (b) .or. size (d) < size (b)) stop 1
    where (b > 0) ! { dg-note "gpugen: SCoP with 3 statements, 4 arrays, 3 parallel loops" }
    ! (one SCoP, the mask's loop and both stores, where the dummies' host
    ! memory passes the run-time check)
      c = b * 2
    elsewhere
      d = b + d
    end where
  end subroutine where_two

  subroutine explicit (b, c, d, n)
    integer :: n
    real(8) :: b(n), c(n), d(n)
    where (b > 0) ! { dg-note "gpugen: SCoP with 3 statements, 4 arrays, 3 parallel loops" }
      c = b * 2
    elsewhere
      d = b + d
    end where
  end subroutine explicit
end module detect_exits_4

! { dg-final { scan-tree-dump-times "a copy of the shared store arm" 2 "gpugen" } }
