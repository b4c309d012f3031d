! Exits on data whose code reads memory: "if (a(j,i) > t) then; cnt(i)
! = cnt(i) + 1; exit", and two stores that load ("s(i) = s(i) + j;
! pos(i) = j").  The exit's code moves past the loop's end under a
! flag; each store gets a condition of its own with its loads, and the
! select stage makes each a select whose arm loads.  Before, the loads
! kept the nests on the host ("condition not affine").  The results
! match a host reference, with the exit taken at the first and the last
! iteration, not at all, and empty loops, called twice so that the
! counts add up.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_5
  implicit none
  integer, parameter :: nn = 40
  real(8) :: a(nn, nn)
  integer :: cnt(nn), s(nn), pos(nn)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine count (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (a(j, i) > t) then
          cnt(i) = cnt(i) + 1
          exit
        end if
      end do
    end do
  end subroutine count

  subroutine count_pos (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (a(j, i) > t) then
          s(i) = s(i) + j
          pos(i) = j
          exit
        end if
      end do
    end do
  end subroutine count_pos
end module run_exits_5

program main
  use run_exits_5
  implicit none
  integer :: sizes(2, 6) = reshape ([0, 5, 5, 0, 1, 1, 7, 9, nn, nn, nn - 3, 17], [2, 6])
  integer :: rcnt(nn), rs(nn), rpos(nn)
  integer :: k, n, m, i, j, rep

  do k = 1, 6
    n = nint (sizes(1, k) * one)
    m = nint (sizes(2, k) * one)
    do i = 1, nn
      cnt(i) = mod (i, 3)
      rcnt(i) = cnt(i)
      s(i) = 2 * i
      rs(i) = s(i)
      pos(i) = -1
      rpos(i) = -1
      do j = 1, nn
        ! Column i hits first at j = mod (i, 7) * 3 + 1, column 5 at
        ! its first element, columns 4 and 11 not at all.
        a(j, i) = -one
        if (j == mod (i, 7) * 3 + 1 .or. (i == 5 .and. j == 1)) a(j, i) = one
        if (i == 4 .or. i == 11) a(j, i) = -2 * one
      end do
    end do
    do rep = 1, 2
      call count (n, m, 0.5d0 * one)
      call count_pos (n, m, 0.5d0 * one)
      do i = 1, n
        do j = 1, m
          if (a(j, i) * one > 0.5d0) then
            rcnt(i) = rcnt(i) + 1
            rs(i) = rs(i) + j
            rpos(i) = j
            exit
          end if
        end do
      end do
    end do
    do i = 1, nn
      if (cnt(i) /= rcnt(i) .or. s(i) /= rs(i) .or. pos(i) /= rpos(i)) stop 1
    end do
  end do
end program main
