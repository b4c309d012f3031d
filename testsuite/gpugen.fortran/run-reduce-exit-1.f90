! Twin of run-reduce-exit-1.c: convergence loops whose error, a
! reduction that the exit test reads, leaves the loop too ("errout =
! err", issue 16): each time loop runs as one region and gives the fold
! of the last step tested (gpugen-reduce-exit.cc), or the value from
! before the loop where no step ran.  A Jacobi solver over module arrays
! of fixed shape ("do it = 1, maxit ... if (err < tol) exit", the steps
! and the error stored), the same over dummies with "do while (err >
! tol)" and no count, and an integer sum (the elements that still
! move).  Every element, step count and value stored must be the host
! reference's (gpugen-off=) bit for bit, for loops that leave after
! their first step, mid-way, never (maxit reached), that make no step
! (maxit 0 or -2; an error that starts below the tolerance), with no
! interior (n = 2) and one row (n = 3).
! { dg-do run }
! { dg-options "-O2 -fno-ipa-icf -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-off=fsolve_ref,wsolve_ref,csolve_ref" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" }
module run_reduce_exit_1
  implicit none
  integer, parameter :: nmax = 40
  double precision :: u(0:nmax+1, 0:nmax+1), v(0:nmax+1, 0:nmax+1)
contains
  subroutine fsolve (n, tol, maxit, itout, errout)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: itout
    double precision, intent(out) :: errout
    integer :: i, j, it
    double precision :: err
    err = -1
    do it = 1, maxit
      do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, n
        do i = 1, n
          err = max (err, abs (v(i, j) - u(i, j)))
          u(i, j) = v(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
    errout = err
  end subroutine fsolve
  subroutine fsolve_ref (n, tol, maxit, itout, errout)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: itout
    double precision, intent(out) :: errout
    integer :: i, j, it
    double precision :: err
    err = -1
    do it = 1, maxit
      do j = 1, n
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, n
        do i = 1, n
          err = max (err, abs (v(i, j) - u(i, j)))
          u(i, j) = v(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
    errout = err
  end subroutine fsolve_ref
  subroutine wsolve (nn, a, b, err0, tol, errout)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    double precision, intent(out) :: errout
    double precision :: err
    integer :: i, j
    err = err0
    do while (err > tol) ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
    end do
    errout = err
  end subroutine wsolve
  subroutine wsolve_ref (nn, a, b, err0, tol, errout)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    double precision, intent(out) :: errout
    double precision :: err
    integer :: i, j
    err = err0
    do while (err > tol)
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
    end do
    errout = err
  end subroutine wsolve_ref
  subroutine csolve (n, tol, lim, maxit, cntout)
    integer, intent(in) :: n, lim, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: cntout
    integer :: i, j, it, cnt
    cnt = -5
    do it = 1, maxit
      do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .cnt." }
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      cnt = 0
      do j = 1, n
        do i = 1, n
          if (abs (v(i, j) - u(i, j)) > tol) cnt = cnt + 1
          u(i, j) = v(i, j)
        end do
      end do
      if (cnt < lim) exit
    end do
    cntout = cnt
  end subroutine csolve
  subroutine csolve_ref (n, tol, lim, maxit, cntout)
    integer, intent(in) :: n, lim, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: cntout
    integer :: i, j, it, cnt
    cnt = -5
    do it = 1, maxit
      do j = 1, n
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      cnt = 0
      do j = 1, n
        do i = 1, n
          if (abs (v(i, j) - u(i, j)) > tol) cnt = cnt + 1
          u(i, j) = v(i, j)
        end do
      end do
      if (cnt < lim) exit
    end do
    cntout = cnt
  end subroutine csolve_ref
  subroutine init (n)
    integer, intent(in) :: n
    integer :: j
    u = 0
    v = 0
    do j = 0, n + 1
      u(0, j) = 1 + mod (j, 3)
      u(n + 1, j) = 1
    end do
  end subroutine init
  subroutine initab (nn, a, b)
    integer, intent(in) :: nn
    double precision :: a(nn, nn), b(nn, nn)
    integer :: i, j
    do j = 1, nn ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels" }
      do i = 1, nn
        a(i, j) = 0
        if (i == 1 .or. j == 1) a(i, j) = 1 + mod (i + j, 3)
      end do
    end do
    b = 0
  end subroutine initab
  subroutine same (e1, e2, code)
    double precision, intent(in) :: e1, e2
    integer, intent(in) :: code
    if (transfer (e1, 1_8) /= transfer (e2, 1_8)) then
      print *, code, e1, e2
      stop code
    end if
  end subroutine same
  subroutine check (n, maxit, tol)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: tol
    double precision :: u1(0:nmax+1, 0:nmax+1), v1(0:nmax+1, 0:nmax+1)
    double precision :: e1, e2
    integer :: it1, it2
    call init (n)
    call fsolve_ref (n, tol, maxit, it1, e1)
    u1 = u
    v1 = v
    call init (n)
    call fsolve (n, tol, maxit, it2, e2)
    if (it1 /= it2) stop 1
    call same (e1, e2, 2)
    if (any (transfer (u1, [1_8]) /= transfer (u, [1_8]))) stop 3
    if (any (transfer (v1, [1_8]) /= transfer (v, [1_8]))) stop 4
  end subroutine check
  subroutine checkw (nn, err0, tol)
    integer, intent(in) :: nn
    double precision, intent(in) :: err0, tol
    double precision, allocatable :: a(:, :), b(:, :), a1(:, :), b1(:, :)
    double precision :: e1, e2
    allocate (a(nn, nn), b(nn, nn), a1(nn, nn), b1(nn, nn))
    call initab (nn, a1, b1)
    call wsolve_ref (nn, a1, b1, err0, tol, e1)
    call initab (nn, a, b)
    call wsolve (nn, a, b, err0, tol, e2)
    call same (e1, e2, 5)
    if (any (transfer (a1, [1_8]) /= transfer (a, [1_8]))) stop 6
    if (any (transfer (b1, [1_8]) /= transfer (b, [1_8]))) stop 7
  end subroutine checkw
  subroutine checkc (n, maxit, tol, lim)
    integer, intent(in) :: n, maxit, lim
    double precision, intent(in) :: tol
    double precision :: u1(0:nmax+1, 0:nmax+1), v1(0:nmax+1, 0:nmax+1)
    integer :: c1, c2
    call init (n)
    call csolve_ref (n, tol, lim, maxit, c1)
    u1 = u
    v1 = v
    call init (n)
    call csolve (n, tol, lim, maxit, c2)
    if (c1 /= c2) stop 8
    if (any (transfer (u1, [1_8]) /= transfer (u, [1_8]))) stop 9
    if (any (transfer (v1, [1_8]) /= transfer (v, [1_8]))) stop 10
  end subroutine checkc
end module run_reduce_exit_1

program main
  use run_reduce_exit_1
  implicit none
  double precision, parameter :: tols(5) = [10.0d0, 0.05d0, 1.0d-3, 1.0d-9, 0.0d0]
  integer, parameter :: ns(4) = [40, 1, 0, 17]
  integer, parameter :: nns(4) = [40, 3, 2, 17]
  integer, parameter :: maxits(5) = [1, 5, 30, 0, -2]
  integer, parameter :: lims(5) = [1000000, 200, 20, 1, 0]
  integer :: k, m, x
  do k = 1, 5
    do m = 1, 4
      do x = 1, 5
        call check (ns(m), maxits(x), tols(k))
        call checkc (ns(m), maxits(x), 1.0d-3, lims(k))
        call checkc (ns(m), maxits(x), tols(k), 50)
      end do
      if (tols(k) >= 1.0d-3) call checkw (nns(m), 1.0d30, tols(k))
    end do
  end do
  ! The error starts below the tolerance: "do while" makes no step.
  call checkw (40, 0.01d0, 0.5d0)
end program main
