! Convergence loops whose error, a reduction that the exit test reads, is
! a dummy argument (issues 13 and 16): gfortran stores it to the dummy's
! memory in every step before the test ("*err = _52"), which the region
! of the time loop makes once after the loop, of the fold of the last
! step tested (gpugen-reduce-exit.cc, gpugen_reduce_exit_stores), and
! not at all where no step ran.  The Jacobi solver of issue 13 over
! explicit-shape dummies with an intent(out) error, the same over
! assumed-shape dummies with an intent(inout) error and the steps stored
! after the loop, "do while (err > tol)" on an intent(inout) error, and
! an error that is a module variable, whose store GCC's store motion
! sinks onto each way out of the loop (made once after the loop too).
! Every element, step count and the bits left in the error must be the
! host reference's (gpugen-off=), for loops that leave after their
! first step, mid-way, never (maxit reached), that make no step (maxit
! 0 or -2, an error that starts below the tolerance: an intent(inout)
! error and the module variable keep the caller's bits; an intent(out)
! one is undefined then), with no interior (n = 2) and one row (n = 3).
! { dg-do run }
! { dg-options "-O2 -fno-ipa-icf -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-off=dsolve_ref,asolve_ref,wsolve_ref,gsolve_ref,init" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" }
module run_reduce_exit_3
  implicit none
  real(8) :: gerr
contains
  subroutine dsolve (n, u, v, maxit, tol, err)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    real(8), intent(out) :: err
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1 ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine dsolve
  subroutine dsolve_ref (n, u, v, maxit, tol, err)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    real(8), intent(out) :: err
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine dsolve_ref
  subroutine asolve (n, u, v, maxit, tol, err, itout)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(:,:), v(:,:)
    real(8), intent(in) :: tol
    real(8), intent(inout) :: err
    integer, intent(out) :: itout
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1 ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine asolve
  subroutine asolve_ref (n, u, v, maxit, tol, err, itout)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(:,:), v(:,:)
    real(8), intent(in) :: tol
    real(8), intent(inout) :: err
    integer, intent(out) :: itout
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine asolve_ref
  subroutine wsolve (n, u, v, tol, err)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    real(8), intent(inout) :: err
    integer :: i, j
    do while (err > tol) ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
      do j = 2, n - 1
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
    end do
  end subroutine wsolve
  subroutine wsolve_ref (n, u, v, tol, err)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    real(8), intent(inout) :: err
    integer :: i, j
    do while (err > tol)
      do j = 2, n - 1
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
    end do
  end subroutine wsolve_ref
  subroutine gsolve (n, u, v, maxit, tol)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1 ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of a scalar" }
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      gerr = 0
      do j = 2, n - 1
        do i = 2, n - 1
          gerr = max (gerr, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (gerr < tol) exit
    end do
  end subroutine gsolve
  subroutine gsolve_ref (n, u, v, maxit, tol)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n), v(n,n)
    real(8), intent(in) :: tol
    integer :: it, i, j
    do it = 1, maxit
      do j = 2, n - 1
        do i = 2, n - 1
          v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
        end do
      end do
      gerr = 0
      do j = 2, n - 1
        do i = 2, n - 1
          gerr = max (gerr, abs (v(i,j) - u(i,j)))
          u(i,j) = v(i,j)
        end do
      end do
      if (gerr < tol) exit
    end do
  end subroutine gsolve_ref
  subroutine init (n, u, v)
    integer, intent(in) :: n
    real(8), intent(out) :: u(n,n), v(n,n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        u(i,j) = 0
        if (i == 1 .or. j == 1) u(i,j) = 1 + mod (i + 2 * j, 3)
        if (i == n) u(i,j) = 1
        v(i,j) = -1
      end do
    end do
  end subroutine init
  subroutine same (e1, e2, code)
    real(8), intent(in) :: e1, e2
    integer, intent(in) :: code
    if (transfer (e1, 1_8) /= transfer (e2, 1_8)) then
      print *, code, e1, e2
      stop code
    end if
  end subroutine same
  subroutine samearr (n, a1, a2, code)
    integer, intent(in) :: n, code
    real(8), intent(in) :: a1(n,n), a2(n,n)
    if (any (transfer (a1, [1_8]) /= transfer (a2, [1_8]))) stop code
  end subroutine samearr
  subroutine check (n, maxit, tol)
    integer, intent(in) :: n, maxit
    real(8), intent(in) :: tol
    real(8), allocatable :: u1(:,:), v1(:,:), u2(:,:), v2(:,:)
    real(8) :: e1, e2
    integer :: it1, it2
    allocate (u1(n,n), v1(n,n), u2(n,n), v2(n,n))
    call init (n, u1, v1)
    call dsolve_ref (n, u1, v1, maxit, tol, e1)
    call init (n, u2, v2)
    call dsolve (n, u2, v2, maxit, tol, e2)
    ! An intent(out) error is undefined where no step ran (gfortran
    ! clobbers it before the call).
    if (maxit > 0) call same (e1, e2, 1)
    call samearr (n, u1, u2, 2)
    call samearr (n, v1, v2, 3)
    ! The caller's bits, which a call that makes no step leaves.
    e1 = 3.5d0
    e2 = 3.5d0
    it1 = -9
    it2 = -9
    call init (n, u1, v1)
    call asolve_ref (n, u1, v1, maxit, tol, e1, it1)
    call init (n, u2, v2)
    call asolve (n, u2, v2, maxit, tol, e2, it2)
    call same (e1, e2, 4)
    if (it1 /= it2) stop 5
    call samearr (n, u1, u2, 6)
    call samearr (n, v1, v2, 7)
    gerr = -0.5d0
    call init (n, u1, v1)
    call gsolve_ref (n, u1, v1, maxit, tol)
    e1 = gerr
    gerr = -0.5d0
    call init (n, u2, v2)
    call gsolve (n, u2, v2, maxit, tol)
    call same (e1, gerr, 11)
    call samearr (n, u1, u2, 12)
    call samearr (n, v1, v2, 13)
  end subroutine check
  subroutine checkw (n, err0, tol)
    integer, intent(in) :: n
    real(8), intent(in) :: err0, tol
    real(8), allocatable :: u1(:,:), v1(:,:), u2(:,:), v2(:,:)
    real(8) :: e1, e2
    allocate (u1(n,n), v1(n,n), u2(n,n), v2(n,n))
    e1 = err0
    e2 = err0
    call init (n, u1, v1)
    call wsolve_ref (n, u1, v1, tol, e1)
    call init (n, u2, v2)
    call wsolve (n, u2, v2, tol, e2)
    call same (e1, e2, 8)
    call samearr (n, u1, u2, 9)
    call samearr (n, v1, v2, 10)
  end subroutine checkw
end module run_reduce_exit_3

program main
  use run_reduce_exit_3
  implicit none
  real(8), parameter :: tols(5) = [10.0d0, 0.05d0, 1.0d-3, 1.0d-9, 0.0d0]
  integer, parameter :: ns(4) = [40, 3, 2, 17]
  integer, parameter :: maxits(5) = [1, 5, 30, 0, -2]
  integer :: k, m, x
  do k = 1, 5
    do m = 1, 4
      do x = 1, 5
        call check (ns(m), maxits(x), tols(k))
      end do
      if (tols(k) >= 1.0d-3 .and. ns(m) /= 2) call checkw (ns(m), 1.0d30, tols(k))
    end do
  end do
  ! The error starts below the tolerance: "do while" makes no step.
  call checkw (40, 0.01d0, 0.5d0)
  call checkw (2, -1.0d0, 0.5d0)
end program main
