! Exit code that stores at the exit's position: a search over j inside
! a loop over i whose exit marks the element it stopped at ("mark(j,i)
! = 1; exit"), stores the position too ("pos(i) = j; two(j,i) = 2;
! exit"), on module arrays of fixed shape, or stores a value computed
! from the position and from a value the loop loaded there into an
! assumed-shape dummy ("y(j,i) = x(j,i) + j; exit").  The store, made a
! select on the exit's flag past the loop, moves for the model into the
! loop, at the exit's test, where it stores "the exit fires here ? V :
! old" in every iteration (speculative, inside the arrays: a run-time
! check); the host code stores what the program does.  Before, the
! nests stayed on the host ("array subscript not affine").  (The module
! arrays are one-dimensional to the model: the speculative stores of
! one column could reach the next as far as it knows, so the loop over
! i is not parallel there; the dummy's extents make it so.)  The
! results match a host reference element by element, with the exit
! taken at the first iteration, in the middle, at the last and not at
! all, and empty loops; the marks start nonzero.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_8
  implicit none
  integer, parameter :: nn = 40
  real(8) :: b(nn + 1, nn), mark(nn, nn), two(nn, nn)
  integer :: pos(nn)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine store_at (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (b(j, i) > t) then
          mark(j, i) = 1
          exit
        end if
      end do
    end do
  end subroutine store_at

  subroutine store_two (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (b(j, i) > t) then
          pos(i) = j
          two(j, i) = 2
          exit
        end if
      end do
    end do
  end subroutine store_two

  subroutine store_dummy (x, y, n, m, t)
    real(8), intent(in) :: x(:,:)
    real(8), intent(inout) :: y(:,:)
    integer :: n, m, i, j
    real(8) :: t
    if (size (x, 1) < m .or. size (x, 2) < n) stop 1
    if (size (y, 1) < m .or. size (y, 2) < n) stop 2
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped" }
      do j = 1, m
        if (x(j, i) > t) then
          y(j, i) = x(j, i) + j
          exit
        end if
      end do
    end do
  end subroutine store_dummy
end module run_exits_8

program main
  use run_exits_8
  implicit none
  integer :: sizes(2, 7) = reshape ([0, 5, 5, 0, 1, 1, 7, 9, nn, nn, &
                                     nn - 3, 17, nn, 2], [2, 7])
  real(8) :: rmark(nn, nn), rtwo(nn, nn), y(nn, nn), ry(nn, nn)
  integer :: rpos(nn)
  integer :: k, n, m, i, j

  do k = 1, 7
    n = nint (sizes(1, k) * one)
    m = nint (sizes(2, k) * one)
    do i = 1, nn
      pos(i) = -1
      rpos(i) = -1
      do j = 1, nn
        mark(j, i) = (10 + i + j) * one
        rmark(j, i) = mark(j, i)
        two(j, i) = (i * j) * one
        rtwo(j, i) = two(j, i)
        y(j, i) = (-i - j) * one
        ry(j, i) = y(j, i)
      end do
      do j = 1, nn + 1
        ! Column i exceeds 0.5 first at j = mod (i, 7) * 3 + 1 and
        ! again two further on (only the first must be marked), column
        ! 5 at its first element, column 9 at its last (j = nn),
        ! columns 4 and 11 nowhere.
        b(j, i) = (-1 - j) * one
        if (j == mod (i, 7) * 3 + 1 .or. j == mod (i, 7) * 3 + 3 &
            .or. (i == 5 .and. j == 1) .or. (i == 9 .and. j == nn)) &
          b(j, i) = (1 + j) * one
        if (i == 4 .or. i == 11) b(j, i) = -2 * one
      end do
    end do
    call store_at (n, m, 0.5d0 * one)
    call store_two (n, m, 0.5d0 * one)
    call store_dummy (b, y, n, m, 0.5d0 * one)
    do i = 1, n
      do j = 1, m
        if (b(j, i) * one > 0.5d0) then
          rmark(j, i) = 1
          rpos(i) = j
          rtwo(j, i) = 2
          ry(j, i) = b(j, i) * one + j
          exit
        end if
      end do
    end do
    do i = 1, nn
      if (pos(i) /= rpos(i)) stop 3
      do j = 1, nn
        if (mark(j, i) /= rmark(j, i)) stop 4
        if (two(j, i) /= rtwo(j, i)) stop 5
        if (y(j, i) /= ry(j, i)) stop 6
      end do
    end do
  end do
end program main
