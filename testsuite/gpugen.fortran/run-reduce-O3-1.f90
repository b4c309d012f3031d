! run-reduce-O3-1.c in Fortran: at -O3, final value replacement turns
! an integer sum over a nest whose inner counter the body does not use
! ("e = e + i", "e = e + iand (a(2, i), 7)") into one addition per outer
! iteration and leaves the inner loop empty; the outer loop is a
! reduction offloaded through the fold path.  Undoing the reduction's
! rewrite at the end of the pass put the accumulator back into a
! statement already removed, and the verifier of loop-closed SSA (or
! ldist) crashed.  Found by the fuzzer's extended class at -O3 (seeds
! 25, 29, 41, 66, 74).  The sums are compared with their closed forms;
! each of the two subroutines enters its region at each of its 5 calls
! with rows (m from 5).
! { dg-do run }
! { dg-options "-O3 -fno-inline -fchecking=1" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*\\(sum_counter\\): 5 entries" }
! { dg-output ".*region \[^\r\n\]*\\(sum_column\\): 5 entries" }

module run_reduce_o3_1
  implicit none
contains
  subroutine sum_counter (m, s)
    integer, intent(in) :: m
    integer(8), intent(out) :: s
    integer :: i, j
    integer(8) :: e
    e = 0
    do i = 2, m - 3
      do j = 2, m - 3      ! j unused
        e = e + i
      end do
    end do
    s = e
  end subroutine sum_counter

  subroutine sum_column (m, a, s)
    integer, intent(in) :: m
    integer, intent(in) :: a(m, m)
    integer(8), intent(out) :: s
    integer :: i, j
    integer(8) :: e
    e = 1000000000_8
    do i = 2, m - 3
      do j = 2, m - 3      ! j unused
        e = e + int (iand (a(2, i), 7), 8)
      end do
    end do
    s = e
  end subroutine sum_column
end module run_reduce_o3_1

program main
  use run_reduce_o3_1
  implicit none
  integer, parameter :: sizes(6) = [0, 5, 6, 7, 38, 300]
  integer, allocatable :: a(:,:)
  integer(8) :: s, want, want2, inner
  integer :: i, j, k, m
  do k = 1, size (sizes)
    m = sizes(k)
    allocate (a(max (m, 1), max (m, 1)))
    do j = 1, m
      do i = 1, m
        a(i, j) = mod (i * 3 + j * 7, 11) - 4
      end do
    end do
    inner = max (m - 4, 0)
    want = 0
    want2 = 1000000000_8
    do i = 2, m - 3
      want = want + inner * i
      want2 = want2 + inner * iand (a(2, i), 7)
    end do
    call sum_counter (m, s)
    if (s /= want) stop 1
    call sum_column (m, a, s)
    if (s /= want2) stop 2
    deallocate (a)
  end do
end program main
