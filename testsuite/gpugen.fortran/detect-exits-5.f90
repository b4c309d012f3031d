! Exit code that loads at the exit's position ("row(i) = c(i,j); exit",
! "r(i) = y(i,j) + x(j,i); exit"): the load runs, for the model, in the
! loop at the exit's test, its value captured as the values the exit
! passes are, and the nests are SCoPs whose loads past the exit stay
! inside their arrays (of fixed shape, or assumed-shape dummies sized
! by their descriptors: a run-time check).  An explicit-shape dummy
! gives no size that the model trusts: the loads past the exit could
! leave it: its host memory is checked.  A store at the exit's position
! ("mark(j,i) = 1; exit") moves, for the model, into the loop, at the
! exit's test (the module array of fixed shape is split into columns,
! gpugen-delin-fixed.cc: the loop over i is parallel); it stays after
! the loop, a miss that says why,
! where its value is loaded after the loop ("mark(j,i) = c(i,j)").
! (run-exits-7.f90 runs the first two, run-exits-8.f90 stores.)
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

module detect_exits_5
  implicit none
  integer, parameter :: nn = 48
  real(8) :: b(nn + 1, nn), c(nn, nn), row(nn), mark(nn, nn)
contains
  subroutine in_row (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 3 arrays, 1 parallel loops" }
      do j = 1, m
        if (b(j, i) > t) then
          row(i) = c(i, j)
          exit
        end if
      end do
    end do
  end subroutine in_row

  subroutine dummies (x, y, r, n, m, t)
    real(8), intent(in) :: x(:,:), y(:,:)
    real(8), intent(inout) :: r(:)
    integer :: n, m, i, j
    real(8) :: t
    if (size (x, 1) < m .or. size (x, 2) < n .or. size (r) < n) stop 1
    if (size (y, 1) < n .or. size (y, 2) < m) stop 2
    do i = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 3 arrays, 1 parallel loops" }
      do j = 1, m
        if (x(j, i) > t) then
          r(i) = y(i, j) + x(j, i)
          exit
        end if
      end do
    end do
  end subroutine dummies

  subroutine explicit (x, r, n, m, t)
    integer :: n, m, i, j
    real(8) :: x(m, n), r(n), t
    do i = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" }
      do j = 1, m
        if (x(j, i) > t) then
          r(i) = x(j, i)
          exit
        end if
      end do
    end do
  end subroutine explicit

  subroutine store_at (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 1 parallel loops" }
      do j = 1, m
        if (b(j, i) > t) then
          mark(j, i) = 1
          exit
        end if
      end do
    end do
  end subroutine store_at

  subroutine store_loaded (n, m, t)
    integer :: n, m, i, j
    real(8) :: t
    do i = 1, n ! { dg-missed "array subscript not affine \\(an access to .c. at line 85: a load after a search loop whose value a store at the loop's exit position stores: the store stays after the loop\\)" }
      do j = 1, m
        if (b(j, i) > t) then
          mark(j, i) = c(i, j)
          exit
        end if
      end do
    end do
  end subroutine store_loaded
end module detect_exits_5

! { dg-final { scan-tree-dump-times "a load at the exit's position copied into the loop" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "a store at the exit's position moved into the loop" 1 "gpugen" } }
