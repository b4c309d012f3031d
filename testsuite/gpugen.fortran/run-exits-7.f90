! Exit code whose subscripts use the exit's position: a search over j
! inside a parallel loop over i whose exit stores the element it
! stopped at ("val(i) = b(j,i); pos(i) = j; exit"), an element of
! another array in the exit's row ("row(i) = c(i,j)"), and the element
! after it ("nxt(i) = 2 * b(j+1,i)", read by the program only where the
! exit is taken), on module arrays of fixed shape and on assumed-shape
! dummies whose bounds the procedure reads; and a conditional store in
! the search loop before the exit's test (which stopped the compiler
! on an internal error).  A load at the exit's
! position runs, in the model, in the loop at the exit's test, its
! value captured as the exit's values are; the loads run where the
! exit was not taken too, inside the arrays (a run-time check).
! Before, such a load kept the nest on the host ("array subscript not
! affine").  The results match a host reference, with the exit taken
! at the first and the last iteration, not at all, and empty loops.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_7
  implicit none
  integer, parameter :: nn = 40
  real(8) :: b(nn + 1, nn), c(nn, nn), val(nn), row(nn), nxt(nn)
  real(8) :: mark(nn, nn)
  integer :: pos(nn)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine found (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (b(j, i) > t) then
          val(i) = b(j, i)
          pos(i) = j
          exit
        end if
      end do
    end do
  end subroutine found

  subroutine in_row (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (b(j, i) > t) then
          row(i) = c(i, j)
          exit
        end if
      end do
    end do
  end subroutine in_row

  subroutine next (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (b(j, i) > t) then
          nxt(i) = 2 * b(j + 1, i)
          exit
        end if
      end do
    end do
  end subroutine next

  ! A conditional store in the search loop, before the exit's test.
  subroutine mark_before (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (b(j, i) < -3) mark(j, i) = 1
        if (b(j, i) > t) exit
      end do
    end do
  end subroutine mark_before

  subroutine dummies (x, y, r, n, m, t)
    real(8), intent(in) :: x(:,:), y(:,:)
    real(8), intent(inout) :: r(:)
    integer :: n, m, i, j
    real(8) :: t
    if (size (x, 1) < m .or. size (x, 2) < n .or. size (r) < n) stop 1
    if (size (y, 1) < n .or. size (y, 2) < m) stop 2
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (x(j, i) > t) then
          r(i) = y(i, j) + x(j, i)
          exit
        end if
      end do
    end do
  end subroutine dummies
end module run_exits_7

program main
  use run_exits_7
  implicit none
  integer :: sizes(2, 6) = reshape ([0, 5, 5, 0, 1, 1, 7, 9, nn, nn, nn - 3, 17], [2, 6])
  real(8) :: rval(nn), rrow(nn), rnxt(nn), dr(nn), rdr(nn), rmark(nn, nn)
  integer :: rpos(nn)
  integer :: k, n, m, i, j

  do k = 1, 6
    n = nint (sizes(1, k) * one)
    m = nint (sizes(2, k) * one)
    do i = 1, nn
      val(i) = -i * one
      rval(i) = val(i)
      row(i) = -2 * i * one
      rrow(i) = row(i)
      nxt(i) = -3 * i * one
      rnxt(i) = nxt(i)
      dr(i) = -4 * i * one
      rdr(i) = dr(i)
      pos(i) = -1
      rpos(i) = -1
      do j = 1, nn
        mark(j, i) = 0 * one
        rmark(j, i) = 0 * one
      end do
      do j = 1, nn + 1
        ! Column i exceeds 0.5 first at j = mod (i, 7) * 3 + 1, column 5
        ! at its first element, column 9 at its last (j = nn), columns
        ! 4 and 11 nowhere; the values differ by position.
        b(j, i) = (-1 - j) * one
        if (j == mod (i, 7) * 3 + 1 .or. (i == 5 .and. j == 1) &
            .or. (i == 9 .and. j == nn)) b(j, i) = (1 + j) * one
        if (i == 4 .or. i == 11) b(j, i) = -2 * one
        if (j <= nn) c(i, j) = (i * 100 + j) * one
      end do
    end do
    call found (n, m, 0.5d0 * one)
    call in_row (n, m, 0.5d0 * one)
    call next (n, m, 0.5d0 * one)
    call dummies (b, c, dr, n, m, 0.5d0 * one)
    call mark_before (n, m, 0.5d0 * one)
    do i = 1, n
      do j = 1, m
        if (b(j, i) * one < -3) rmark(j, i) = 1
        if (b(j, i) * one > 0.5d0) exit
      end do
    end do
    do i = 1, n
      do j = 1, m
        if (b(j, i) * one > 0.5d0) then
          rval(i) = b(j, i) * one
          rpos(i) = j
          rrow(i) = c(i, j) * one
          rnxt(i) = 2 * b(j + 1, i) * one
          rdr(i) = c(i, j) * one + b(j, i)
          exit
        end if
      end do
    end do
    do i = 1, nn
      if (val(i) /= rval(i) .or. pos(i) /= rpos(i)) stop 3
      if (row(i) /= rrow(i) .or. nxt(i) /= rnxt(i)) stop 4
      if (dr(i) /= rdr(i)) stop 5
      do j = 1, nn
        if (mark(j, i) /= rmark(j, i)) stop 6
      end do
    end do
  end do
end program main
