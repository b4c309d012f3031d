! Issue 16: the strided red-black sweep with its error reduced ("do i =
! 2 + mod (j + c, 2), n - 1, 2"; "err = max (err, abs (v - u(i,j)))"),
! whose j loop GCC's jump threading gives a second exit (the guard of
! the empty i loop, taken in the last row of a color where n = 3): the
! error's partials are kept per (color, row) all the same, the row that
! leaves by that exit storing none, and j is parallel within a color
! (detect-redblack-8.f90); before, the rows were the two colors, a
! wavefront.  rbf counts its steps in its dummy argument, rbk in a local
! variable; the time loop of each is one region (detect-redblack-8.f90
! and -9.f90; rbf's since session 21, gpugen-exitjoin.cc; its steps are
! also checked against a reference without the count in memory by
! run-exit-join-3.f90).  Against host references
! (the same solvers, kept on the host by a volatile factor of 1), every
! element and the number of steps compared exactly, for sizes 0 to 7,
! 41, 48, 63, 64, 70 and 300, with tolerances that stop them after 1, 3
! or 10 of their at most 12 steps (n = 41, 300) or not at all.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=details" }

module run_redblack_8
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

  subroutine rbk (n, u, f, tol, maxit, it)
    integer, intent(in) :: n, maxit
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n), tol
    integer, intent(out) :: it
    integer :: i, j, c, k
    real(8) :: err, v
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
      if (err < tol) exit
    end do
    it = k
  end subroutine rbk

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
          do i = 2 + mod (j + c, 2), n - 1, 2
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
end module run_redblack_8

program main
  use run_redblack_8
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
      call init (n, u, r, f)
      call rbk (n, u, f, tols(t), 12, it)
      call rbf_ref (n, r, f, tols(t), 12, itr)
      if (it /= itr) call abort ()
      call check (n * n, u, r)
    end do
    deallocate (u, r, f)
  end do
end program main

! { dg-final { scan-tree-dump-times "the rows are those of loop \[0-9\]* inside it, whose other exits store no partial" 3 "gpugen" } }
! { dg-final { scan-tree-dump-times "the partials gpugen_part_\[0-9_\]* fill the range the fold reads" 2 "gpugen" } }
