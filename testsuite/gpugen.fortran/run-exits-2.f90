! Exits on data from search loops inside a parallel loop, in Fortran:
! "do j = 1, n; if (a(j,i) == key) then; p = j; exit; end if; end do".
! For the model the search runs all its iterations with a flag and the
! values that leave by the exit captured where its condition first
! holds (gpugen-exits.cc): the j loop is sequential, the i loop
! parallel, under a run-time check that the loads past the exit stay
! inside the module array.  The results match a host reference, with
! keys found at the first, a middle and the last position, several
! times in a column (the first one counts) and not at all.  A recurrence
! down columns that stops at a threshold (colstop) has its stores
! guarded by the flag.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_2
  implicit none
  integer, parameter :: nmax = 36
  real(8) :: a(nmax,nmax), b(nmax,nmax), val(nmax)
  integer :: pos(nmax)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine search (n, key)
    integer, intent(in) :: n
    real(8), intent(in) :: key
    integer :: i, j, p
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      p = 0
      do j = 1, n
        if (a(j,i) == key) then
          p = j
          exit
        end if
      end do
      pos(i) = p
    end do
  end subroutine search

  subroutine first_above (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer :: i, j
    real(8) :: v
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      v = 0
      do j = 1, n
        v = a(j,i) * 2
        if (v > t) exit
      end do
      pos(i) = j
      val(i) = v
    end do
  end subroutine first_above

  ! A recurrence down each column that stops when a value crosses a
  ! threshold: the stores after the exit's test are guarded by the flag.
  subroutine colstop (n, tol)
    integer, intent(in) :: n
    real(8), intent(in) :: tol
    integer :: i, j
    do i = 1, n
      do j = 2, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        if (b(j-1,i) > tol) exit
        b(j,i) = b(j-1,i) * 1.5d0 + 1
      end do
    end do
  end subroutine colstop
end module run_exits_2

program main
  use run_exits_2
  implicit none
  integer :: pos_ref(nmax), i, j, n, k
  real(8) :: val_ref(nmax), v, t, b_ref(nmax,nmax)
  n = nint (nmax * one)
  do i = 1, n
    do j = 1, n
      a(j,i) = mod (i + 2 * j, 5) * one
      if (mod (i, 4) /= 3 .and. (j == mod (3 * i, 37) + 1 .or. j == mod (3 * i, 37) + 3)) a(j,i) = 7
    end do
    val(i) = 0
    val_ref(i) = 0
  end do

  call search (n, 7 * one)
  do i = 1, n
    pos_ref(i) = 0
    do j = 1, n
      if (a(j,i) * one == 7) then
        pos_ref(i) = j
        exit
      end if
    end do
    if (pos(i) /= pos_ref(i)) call abort ()
  end do

  do k = 0, 2
    t = 5 * k * one
    call first_above (n, t)
    do i = 1, n
      v = 0
      do j = 1, n
        v = a(j,i) * 2 * one
        if (v > t) exit
      end do
      if (pos(i) /= j .or. val(i) /= v) call abort ()
    end do
  end do

  do i = 1, n
    do j = 1, n
      b(j,i) = mod (i, 7) - 3 * one
      if (j > 1) b(j,i) = b(j,i) - 9
      b_ref(j,i) = b(j,i)
    end do
  end do
  call colstop (n, 50 * one)
  do i = 1, n
    do j = 2, n
      if (b_ref(j-1,i) * one > 50) exit
      b_ref(j,i) = b_ref(j-1,i) * 1.5d0 + 1
    end do
    do j = 1, n
      if (b(j,i) /= b_ref(j,i) * one) call abort ()
    end do
  end do
end program main
