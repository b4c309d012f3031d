! The stored counts of run-exit-join-1.f90 and -3.f90 read again after
! the loop ("it2 = it2 + it * 3"): GCC forwards the values stored on
! the ways out to that load (a PHI after the loop, "_90 = PHI <_44,
! _85, 1>"), and moves the arithmetic on it into the loop's exit
! blocks.  gpugen-exitjoin.cc joins the stores all the same: the PHI
! after the loop receives its value through a PHI of the join, and
! the arithmetic stays where it is (it reads no memory).  Found by a
! random differential test of such loops in session 21.  Against
! references whose counts are volatile locals (kept in the loop by
! store motion), the counts and every element compared exactly, for
! sizes 0 to 7 and 33, with tolerances that stop them after 1 or 3 of
! their at most 12 steps or not at all, and maxit 12 and 0.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=details" }

module run_exit_join_4
  implicit none
  real(8), volatile :: one = 1
contains
  subroutine jdo (n, u, w, tol, maxit, it, it2)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), w(n,n)
    real(8), intent(in) :: tol
    integer, intent(inout) :: it, it2
    integer :: i, j
    real(8) :: err
    do it = 1, maxit
      do j = 2, n - 1
        do i = 2, n - 1
          w(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (w(i,j) - u(i,j)))
          u(i,j) = w(i,j)
        end do
      end do
      if (err < tol) exit
    end do
    it2 = it2 + it * 3
  end subroutine jdo

  subroutine jk (n, u, w, tol, maxit, it, it2)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), w(n,n)
    real(8), intent(in) :: tol
    integer, intent(inout) :: it, it2
    integer :: i, j, k
    real(8) :: err
    do k = 1, maxit
      do j = 2, n - 1
        do i = 2, n - 1
          w(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (w(i,j) - u(i,j)))
          u(i,j) = w(i,j)
        end do
      end do
      it = 2 * k + 5
      if (err < tol) exit
    end do
    it2 = it2 + it * 3
  end subroutine jk

  ! The reference of both: KIND 0 counts as jdo, 1 as jk.
  subroutine jref (kind, n, u, w, tol, maxit, it, it2)
    integer, intent(in) :: kind, n, maxit
    real(8), intent(inout) :: u(n,n), w(n,n)
    real(8), intent(in) :: tol
    integer, intent(inout) :: it, it2
    integer :: i, j, k
    real(8) :: err
    integer, volatile :: itv
    itv = it
    if (kind == 0) itv = 1
    do k = 1, maxit
      do j = 2, n - 1
        do i = 2, n - 1
          w(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1)) * one
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (w(i,j) - u(i,j)))
          u(i,j) = w(i,j)
        end do
      end do
      if (kind == 1) itv = 2 * k + 5
      if (err < tol) exit
      if (kind == 0) itv = k + 1
    end do
    it = itv
    it2 = it2 + it * 3
  end subroutine jref

  subroutine init (n, u, w, r, s)
    integer, intent(in) :: n
    real(8), intent(out) :: u(n,n), w(n,n), r(n,n), s(n,n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        u(i,j) = (mod (i * 37 + j * 11, 23) - 7.5d0 + j * 0.125d0) * one
        r(i,j) = u(i,j)
        w(i,j) = mod (i * 5 + j * 3, 7) * 0.5d0 * one
        s(i,j) = w(i,j)
      end do
    end do
  end subroutine init
end module run_exit_join_4

program main
  use run_exit_join_4
  implicit none
  integer, parameter :: sizes(9) = [0, 1, 2, 3, 4, 5, 6, 7, 33]
  real(8), parameter :: tols(3) = [1d3, 4d0, 1d-3]
  integer, parameter :: maxits(2) = [12, 0]
  real(8), allocatable :: u(:,:), w(:,:), r(:,:), s(:,:)
  integer :: k, n, t, m, kind, it, it2, itr, it2r
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u(n,n), w(n,n), r(n,n), s(n,n))
    do m = 1, size (maxits)
      do t = 1, size (tols)
        do kind = 0, 1
          call init (n, u, w, r, s)
          it = -7; it2 = 11; itr = -7; it2r = 11
          if (kind == 0) then
            call jdo (n, u, w, tols(t), maxits(m), it, it2)
          else
            call jk (n, u, w, tols(t), maxits(m), it, it2)
          end if
          call jref (kind, n, r, s, tols(t), maxits(m), itr, it2r)
          if (it /= itr .or. it2 /= it2r) call abort ()
          if (any (u /= r) .or. any (w /= s)) call abort ()
        end do
      end do
    end do
    deallocate (u, w, r, s)
  end do
end program main

! { dg-final { scan-tree-dump-times "the store of its counter in every step moved onto its 2 ways out" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "loop \[0-9\]*: 1 store on its 2 ways out joined" 2 "gpugen" } }
! The two time loops are regions, which report their steps run.
! { dg-final { scan-tree-dump-times "  __gpugen_region_steps \\(" 2 "gpugen" } }
