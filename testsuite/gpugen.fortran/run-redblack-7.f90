! The red-black sweep of run-redblack-5.f90 with its rows masked
! instead of strided ("do i = 2, n - 1; if (mod (i + j + c, 2) /= 0)
! cycle", detect-redblack-7.f90): the partials of the error's maximum
! are kept per (color, j), under the color loop, which carries the
! dependences of u (they were per color: two rows, a wavefront of two
! threads).  Against a host reference (the same solver, kept on the
! host by a volatile factor of 1, exact), every element and the number
! of steps compared exactly, for sizes 0 to 7, 41, 48, 63, 64, 70 and
! 300, with tolerances that stop it after 1, 3 or 10 of its at most 12
! steps (n = 41, 300) or not at all.
! { dg-do run }

module run_redblack_7
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
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
          do i = 2, n - 1
            if (mod (i + j + c, 2) /= 0) cycle
            v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
            err = max (err, abs (v - u(i,j)))
            u(i,j) = v
          end do
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine rbf

  subroutine rbf_ref (n, u, f, tol, maxit, it)
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
          do i = 2, n - 1
            if (mod (i + j + c, 2) /= 0) cycle
            v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) &
                          - f(i,j)) * one
            err = max (err, abs (v - u(i,j)))
            u(i,j) = v
          end do
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine rbf_ref

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
end module run_redblack_7

program main
  use run_redblack_7
  implicit none
  integer, parameter :: sizes(14) = [0, 1, 2, 3, 4, 5, 6, 7, 41, 48, 63, 64, 70, 300]
  real(8), parameter :: tols(4) = [1d3, 4d0, 1d0, 1d-3]
  real(8), allocatable :: u(:,:), r(:,:), f(:,:)
  integer :: k, n, t, it, itr
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u(n,n), r(n,n), f(n,n))
    do t = 1, size (tols)
      call init (n, u, r, f)
      call rbf (n, u, f, tols(t), 12, it)
      call rbf_ref (n, r, f, tols(t), 12, itr)
      if (it /= itr) call abort ()
      call check (n * n, u, r)
    end do
    deallocate (u, r, f)
  end do
end program main
