! Convergence loops whose step counts go to intent(out) dummies in each
! step ("it = k", and "last = 2 * k + 1" too): GCC's store motion keeps
! them in registers and stores them on each way out of the loop, the
! exit on the error and the end of the count, each in a block of its
! own.  gpugen-exitjoin.cc joins those stores into one block after the
! loop, so that the time loop is one region (its arrays on the device
! across steps, the error tested on the host) and the stores run after
! it; before, "a statement after the time loop" made the nest of each
! step a region of its own (rbb.f90 of session 19).  Against host
! references (the same solvers, kept on the host by a volatile factor
! of 1, their counts in volatile locals, which store motion leaves in
! the loop), every element and the stored counts compared exactly, for
! sizes 0 to 7, 41 and 64, with tolerances that stop them after 1, 3
! or 10 of their at most 12 steps or not at all, and with maxit 0.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=details" }

module run_exit_join_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine rbs (n, u, f, tol, maxit, it)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n), tol
    integer, intent(out) :: it
    integer :: i, j, c, k
    real(8) :: err, v
    it = -1
    do k = 1, maxit
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
      it = k
      if (err < tol) exit
    end do
  end subroutine rbs

  subroutine jac2 (n, u, w, tol, maxit, it, last)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), w(n,n)
    real(8), intent(in) :: tol
    integer, intent(out) :: it, last
    integer :: i, j, k
    real(8) :: err
    it = -1
    last = -1
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
      it = k
      last = 2 * k + 1
      if (err < tol) exit
    end do
  end subroutine jac2

  subroutine rbs_ref (n, u, f, tol, maxit, it)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n), tol
    integer, intent(out) :: it
    integer :: i, j, c, k
    real(8) :: err, v
    integer, volatile :: itv
    itv = -1
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
      itv = k
      if (err < tol) exit
    end do
    it = itv
  end subroutine rbs_ref

  subroutine jac2_ref (n, u, w, tol, maxit, it, last)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), w(n,n)
    real(8), intent(in) :: tol
    integer, intent(out) :: it, last
    integer :: i, j, k
    real(8) :: err
    integer, volatile :: itv, lastv
    itv = -1
    lastv = -1
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
      itv = k
      lastv = 2 * k + 1
      if (err < tol) exit
    end do
    it = itv
    last = lastv
  end subroutine jac2_ref

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
end module run_exit_join_1

program main
  use run_exit_join_1
  implicit none
  integer, parameter :: sizes(10) = [0, 1, 2, 3, 4, 5, 6, 7, 41, 64]
  real(8), parameter :: tols(4) = [1d3, 4d0, 1d0, 1d-3]
  integer, parameter :: maxits(2) = [12, 0]
  real(8), allocatable :: u(:,:), r(:,:), f(:,:), w(:,:), wr(:,:)
  integer :: k, n, t, m, it, itr, last, lastr
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u(n,n), r(n,n), f(n,n), w(n,n), wr(n,n))
    do m = 1, size (maxits)
      do t = 1, size (tols)
        call init (n, u, r, f)
        call rbs (n, u, f, tols(t), maxits(m), it)
        call rbs_ref (n, r, f, tols(t), maxits(m), itr)
        if (it /= itr) call abort ()
        call check (n * n, u, r)
        call init (n, u, r, f)
        w = f
        wr = f
        call jac2 (n, u, w, tols(t) * 0.1d0, maxits(m), it, last)
        call jac2_ref (n, r, wr, tols(t) * 0.1d0, maxits(m), itr, lastr)
        if (it /= itr .or. last /= lastr) call abort ()
        call check (n * n, u, r)
        call check (n * n, w, wr)
      end do
    end do
    deallocate (u, r, f, w, wr)
  end do
end program main

! { dg-final { scan-tree-dump-times "loop \[0-9\]*: 1 store on its 2 ways out joined" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "loop \[0-9\]*: 2 stores on its 2 ways out joined" 1 "gpugen" } }
! The two time loops are regions, which report their steps run.
! { dg-final { scan-tree-dump-times "  __gpugen_region_steps \\(" 2 "gpugen" } }
