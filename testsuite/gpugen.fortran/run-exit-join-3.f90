! Convergence loops whose DO variable is an intent(out) dummy ("do it =
! 1, maxit ... if (err < tol) exit") or a module variable.  gfortran
! stores a dummy counter to memory before the loop and in every step
! after the test on the error, a store that GCC's store motion leaves in
! the loop (it is not made on every way out): gpugen-exitjoin.cc moves
! it onto the loop's ways out (*it holds the counter's value in every
! step until then: 1 before the first, the next value after the store).
! A module variable (jac) is stored by store motion instead, under a
! flag on the exit on the error ("if (flag) iter = iter_lsm"): the flag
! is 0 only in the first step, where iter holds the counter's first
! value already, so the store becomes "iter = counter", unconditional.
! The stores on the ways out are then joined after the loop, so that the
! time loop is one region; before, "the test comes between the step's
! stores" (rbf) or "loop with several exits" (jac) left each step's
! nests regions of their own.  Against host references written without
! the DO variable in memory (a volatile local count, stored once after
! the loop as the DO variable would be: k at the exit on the error,
! maxit + 1 after the last step, 1 where no step runs), every element
! and the count compared exactly, for sizes 0 to 7, 41 and 64, with
! tolerances that stop them after 1, 3 or 10 of their at most 12 steps
! or not at all, and with maxit 12, 1 and 0.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=details" }

module run_exit_join_3
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  integer :: iter
contains
  subroutine rbf (n, u, f, tol, maxit, it)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n), tol
    integer, intent(out) :: it
    integer :: i, j, c
    real(8) :: err, v
    do it = 1, maxit
      err = 0
      do c = 0, 1
        do j = 2, n - 1
          do i = 2 + mod (j + c, 2), n - 1, 2
            v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
            err = max (err, abs (v - u(i,j)))
            u(i,j) = v
          end do
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine rbf

  subroutine jac (n, u, w, tol, maxit)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), w(n,n)
    real(8), intent(in) :: tol
    integer :: i, j
    real(8) :: err
    do iter = 1, maxit
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
  end subroutine jac

  subroutine rbf_ref (n, u, f, tol, maxit, it)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n), tol
    integer, intent(out) :: it
    integer :: i, j, c, k
    real(8) :: err, v
    integer, volatile :: itv
    itv = 1
    do k = 1, maxit
      err = 0
      do c = 0, 1
        do j = 2, n - 1
          do i = 2 + mod (j + c, 2), n - 1, 2
            v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) &
                          - f(i,j)) * one
            err = max (err, abs (v - u(i,j)))
            u(i,j) = v
          end do
        end do
      end do
      if (err < tol) exit
      itv = k + 1
    end do
    it = itv
  end subroutine rbf_ref

  subroutine jac_ref (n, u, w, tol, maxit, it)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), w(n,n)
    real(8), intent(in) :: tol
    integer, intent(out) :: it
    integer :: i, j, k
    real(8) :: err
    integer, volatile :: itv
    itv = 1
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
      if (err < tol) exit
      itv = k + 1
    end do
    it = itv
  end subroutine jac_ref

  subroutine init (n, u, r, f)
    integer, intent(in) :: n
    real(8), intent(out) :: u(n,n), r(n,n), f(n,n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        u(i,j) = (mod (i * 37 + j * 11, 23) - 7.5d0 + j * 0.125d0) * one
        r(i,j) = u(i,j)
        f(i,j) = mod (i * 5 + j * 3, 7) * 0.5d0 * one
      end do
    end do
  end subroutine init

  subroutine check (count, x, ref)
    integer, intent(in) :: count
    real(8), intent(in) :: x(count), ref(count)
    integer :: i
    do i = 1, count
      if (x(i) * one /= ref(i)) call abort ()
    end do
  end subroutine check
end module run_exit_join_3

program main
  use run_exit_join_3
  implicit none
  integer, parameter :: sizes(10) = [0, 1, 2, 3, 4, 5, 6, 7, 41, 64]
  real(8), parameter :: tols(4) = [1d3, 4d0, 1d0, 1d-3]
  integer, parameter :: maxits(3) = [12, 1, 0]
  real(8), allocatable :: u(:,:), r(:,:), f(:,:), w(:,:), wr(:,:)
  integer :: k, n, t, m, it, itr
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u(n,n), r(n,n), f(n,n), w(n,n), wr(n,n))
    do m = 1, size (maxits)
      do t = 1, size (tols)
        call init (n, u, r, f)
        it = -5
        call rbf (n, u, f, tols(t), maxits(m), it)
        call rbf_ref (n, r, f, tols(t), maxits(m), itr)
        if (it /= itr) call abort ()
        call check (n * n, u, r)
        call init (n, u, r, f)
        w = f
        wr = f
        iter = -5
        call jac (n, u, w, tols(t) * 0.1d0, maxits(m))
        call jac_ref (n, r, wr, tols(t) * 0.1d0, maxits(m), itr)
        if (iter /= itr) call abort ()
        call check (n * n, u, r)
        call check (n * n, w, wr)
      end do
    end do
    deallocate (u, r, f, w, wr)
  end do
end program main

! { dg-final { scan-tree-dump-times "the store of its counter in every step moved onto its 2 ways out" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "the store of iter under store motion's flag on its way out from bb \[0-9\]* made unconditional" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "loop \[0-9\]*: 1 store on its 2 ways out joined" 2 "gpugen" } }
! The two time loops are regions, which report their steps run.
! { dg-final { scan-tree-dump-times "  __gpugen_region_steps \\(" 2 "gpugen" } }
