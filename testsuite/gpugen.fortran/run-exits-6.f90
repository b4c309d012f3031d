! Stores on both sides of a search loop's outcome, and a store after the
! loop that the loop's guard shares.  "do j = 1, m; if (a(j,i) > t)
! exit; end do; if (j <= m) then; hit(i) = j; else; miss(i) = 1": both
! stores become selects, the else side's after the then side's
! (gpugen-select.cc, spec_second_store); where m <= 0, GCC's jump
! threading sends the loop's guard straight to the else store, which
! the diamond gets a copy of (own_store_arm).  "pos(i) = j; exit ... if
! (j > m) pos(i) = 0" likewise.  And "where (b > 0) c = b * 2;
! elsewhere; d = b + d".  Before, each stayed on the host ("condition
! not affine").  The results match a host reference, with the exit
! taken at the first and the last iteration, not at all, and empty
! loops (m = 0: the guard's path; n = 0).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_6
  implicit none
  integer, parameter :: nn = 40
  real(8) :: a(nn, nn)
  integer :: hit(nn), miss(nn), pos(nn)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine if_else (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
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
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
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
    where (b > 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      c = b * 2
    elsewhere
      d = b + d
    end where
  end subroutine where_two
end module run_exits_6

program main
  use run_exits_6
  implicit none
  integer :: sizes(2, 6) = reshape ([0, 5, 5, 0, 1, 1, 7, 9, nn, nn, nn - 3, 17], [2, 6])
  integer :: rhit(nn), rmiss(nn), rpos(nn)
  real(8) :: b(nn), c(nn), d(nn), rc(nn), rd(nn)
  integer :: k, n, m, i, j

  do k = 1, 6
    n = nint (sizes(1, k) * one)
    m = nint (sizes(2, k) * one)
    do i = 1, nn
      hit(i) = -5
      rhit(i) = -5
      miss(i) = 0
      rmiss(i) = 0
      pos(i) = -7
      rpos(i) = -7
      b(i) = (mod (i, 5) - 2) * one
      c(i) = i * one
      rc(i) = c(i)
      d(i) = -i * one
      rd(i) = d(i)
      do j = 1, nn
        ! Column i hits first at j = mod (i, 7) * 3 + 1, column 5 at
        ! its first element, columns 4 and 11 not at all.
        a(j, i) = -one
        if (j == mod (i, 7) * 3 + 1 .or. (i == 5 .and. j == 1)) a(j, i) = one
        if (i == 4 .or. i == 11) a(j, i) = -2 * one
      end do
    end do
    do i = 1, n
      do j = 1, m
        if (a(j, i) * one > 0.5d0) exit
      end do
      if (j <= m) then
        rhit(i) = j
        rpos(i) = j
      else
        rmiss(i) = 1
        rpos(i) = 0
      end if
      if (b(i) * one > 0) then
        rc(i) = b(i) * 2
      else
        rd(i) = b(i) + rd(i)
      end if
    end do
    call if_else (n, m, 0.5d0 * one)
    call guarded (n, m, 0.5d0 * one)
    call where_two (b(1:n), c, d)
    do i = 1, nn
      if (hit(i) /= rhit(i) .or. miss(i) /= rmiss(i) .or. pos(i) /= rpos(i)) stop 2
      if (c(i) /= rc(i) * one .or. d(i) /= rd(i) * one) stop 3
    end do
  end do
end program main
