! Modern Fortran over allocatable module arrays with a halo (lower
! bounds 0): a Jacobi sweep in array syntax on the module arrays, a
! do concurrent update of assumed-shape dummies, and a loop nest over an
! allocatable dummy with lower bounds -2 and 3, all offloaded; the
! descriptors' offsets and strides get their contiguous forms (with the
! lower bounds as parameters) under a run-time check, and the loads of
! the allocatable dummy's descriptor that gfortran leaves in the outer
! loop move before it.  The results match a host reference.
! { dg-do run }

module run_modern_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  real(8), allocatable :: u(:,:), v(:,:)
contains
  ! One Jacobi sweep of U into V on the interior 1..N x 1..M.
  subroutine sweep (n, m)
    integer, intent(in) :: n, m
    v(1:n, 1:m) = 0.25d0 * (u(0:n-1, 1:m) + u(2:n+1, 1:m) &
         + u(1:n, 0:m-1) + u(1:n, 2:m+1))
  end subroutine sweep

  subroutine sweep_ref (n, m, r)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: r(0:, 0:)
    integer :: i, j
    do j = 1, m
      do i = 1, n
        r(i,j) = 0.25d0 * (u(i-1,j) * one + u(i+1,j) + u(i,j-1) + u(i,j+1))
      end do
    end do
  end subroutine sweep_ref

  ! X := X * Y + 1 elementwise, in any order.
  subroutine fma2 (x, y)
    real(8), intent(inout) :: x(:,:)
    real(8), intent(in) :: y(:,:)
    integer :: i, j
    do concurrent (j = 1:size (x, 2), i = 1:size (x, 1))
      x(i,j) = x(i,j) * y(i,j) + 1
    end do
  end subroutine fma2

  ! Scale the columns of the allocatable dummy W by their index.
  subroutine scale_cols (w)
    real(8), allocatable, intent(inout) :: w(:,:)
    integer :: i, j
    do j = lbound (w, 2), ubound (w, 2)
      do i = lbound (w, 1), ubound (w, 1)
        w(i,j) = w(i,j) * j
      end do
    end do
  end subroutine scale_cols

  ! Abort unless each of the CNT elements of X differs from the same
  ! element of REF by at most TOL times the largest magnitude in REF.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    real(8) :: scale
    integer :: i
    scale = 1
    do i = 1, cnt
      scale = max (scale, abs (ref(i) * one))
    end do
    do i = 1, cnt
      if (.not. (abs (x(i) * one - ref(i)) <= tol * scale)) call abort ()
    end do
  end subroutine check
end module run_modern_1

program main
  use run_modern_1
  implicit none
  real(8), allocatable :: r(:,:), w(:,:), y(:,:)
  integer :: i, j, n, m
  n = nint (45 * one)
  m = nint (30 * one)
  allocate (u(0:n+1, 0:m+1), v(0:n+1, 0:m+1), r(0:n+1, 0:m+1))
  do j = 0, m + 1
    do i = 0, n + 1
      u(i,j) = mod (7 * i + 3 * j, 13) * one - 6
      v(i,j) = 0
      r(i,j) = v(i,j) * one
    end do
  end do
  call sweep (n, m)
  call sweep_ref (n, m, r)
  call check ((n + 2) * (m + 2), v, r)

  allocate (w(-2:n, 3:m), y(n + 3, m - 2))
  do j = 3, m
    do i = -2, n
      w(i,j) = mod (i + 5 * j + 40, 11) * one
      y(i+3,j-2) = mod (3 * i + j + 40, 7) * one
    end do
  end do
  call fma2 (w, y)
  call scale_cols (w)
  do j = 3, m
    do i = -2, n
      r(1,1) = (mod (i + 5 * j + 40, 11) * one * mod (3 * i + j + 40, 7) &
           + 1) * j
      if (abs (w(i,j) - r(1,1)) > tol * abs (r(1,1))) call abort ()
    end do
  end do
end program main
