! Two- and three-dimensional assumed-shape dummies, with and without
! the contiguous attribute, called with whole arrays: gfortran passes a
! descriptor whose strides and offset delinearization replaces by their
! contiguous forms, under a run-time check that they are.  The results
! match a host reference.
! { dg-do run }

module run_assumed_2d_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  ! A := A + 2 B - C (transposed), any layout.
  subroutine upd2 (a, b, c)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:), c(:,:)
    integer :: i, j
    do j = 1, size (a, 2)
      do i = 1, size (a, 1)
        a(i,j) = a(i,j) + 2 * b(i,j) - c(j,i)
      end do
    end do
  end subroutine upd2

  subroutine upd2c (a, b, c)
    real(8), contiguous, intent(inout) :: a(:,:)
    real(8), contiguous, intent(in) :: b(:,:), c(:,:)
    integer :: i, j
    do j = 1, size (a, 2)
      do i = 1, size (a, 1)
        a(i,j) = a(i,j) + 2 * b(i,j) - c(j,i)
      end do
    end do
  end subroutine upd2c

  subroutine upd2_ref (a, b, c)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:), c(:,:)
    integer :: i, j
    do j = 1, size (a, 2)
      do i = 1, size (a, 1)
        a(i,j) = a(i,j) * one + 2 * b(i,j) - c(j,i)
      end do
    end do
  end subroutine upd2_ref

  ! A 7-point stencil of B into A, in the interior.
  subroutine st3 (a, b)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer :: i, j, k
    do k = 2, size (a, 3) - 1
      do j = 2, size (a, 2) - 1
        do i = 2, size (a, 1) - 1
          a(i,j,k) = b(i,j,k) + 0.125d0 * (b(i-1,j,k) + b(i+1,j,k) &
               + b(i,j-1,k) + b(i,j+1,k) + b(i,j,k-1) + b(i,j,k+1))
        end do
      end do
    end do
  end subroutine st3

  subroutine st3c (a, b)
    real(8), contiguous, intent(inout) :: a(:,:,:)
    real(8), contiguous, intent(in) :: b(:,:,:)
    integer :: i, j, k
    do k = 2, size (a, 3) - 1
      do j = 2, size (a, 2) - 1
        do i = 2, size (a, 1) - 1
          a(i,j,k) = b(i,j,k) + 0.125d0 * (b(i-1,j,k) + b(i+1,j,k) &
               + b(i,j-1,k) + b(i,j+1,k) + b(i,j,k-1) + b(i,j,k+1))
        end do
      end do
    end do
  end subroutine st3c

  subroutine st3_ref (a, b)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer :: i, j, k
    do k = 2, size (a, 3) - 1
      do j = 2, size (a, 2) - 1
        do i = 2, size (a, 1) - 1
          a(i,j,k) = b(i,j,k) * one + 0.125d0 * (b(i-1,j,k) + b(i+1,j,k) &
               + b(i,j-1,k) + b(i,j+1,k) + b(i,j,k-1) + b(i,j,k+1))
        end do
      end do
    end do
  end subroutine st3_ref

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
end module run_assumed_2d_1

program main
  use run_assumed_2d_1
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), c(:,:), r(:,:)
  real(8), allocatable :: u(:,:,:), v(:,:,:), w(:,:,:)
  integer :: i, j, k, m, n, l
  m = nint (37 * one)
  n = nint (23 * one)
  l = nint (11 * one)
  allocate (a(m,n), b(m,n), c(n,m), r(m,n))
  do j = 1, n
    do i = 1, m
      a(i,j) = mod (7 * i + 3 * j, 13) * one - 6
      b(i,j) = mod (3 * i + j, 5) * one
      c(j,i) = mod (i + 5 * j, 9) * one
    end do
  end do
  r = a
  call upd2 (a, b, c)
  call upd2_ref (r, b, c)
  call check (m * n, a, r)
  call upd2c (a, b, c)
  call upd2_ref (r, b, c)
  call check (m * n, a, r)
  ! A section passed to the contiguous dummies: gfortran packs it into a
  ! temporary at the call.
  call upd2c (a(1:m-1:2, :), b(2:m:2, :), c(:, 1:m-1:2))
  call upd2_ref (r(1:m-1:2, :), b(2:m:2, :), c(:, 1:m-1:2))
  call check (m * n, a, r)

  allocate (u(m,n,l), v(m,n,l), w(m,n,l))
  do k = 1, l
    do j = 1, n
      do i = 1, m
        u(i,j,k) = 0
        v(i,j,k) = mod (i + 2 * j + 3 * k, 17) * one
      end do
    end do
  end do
  w = u
  call st3 (u, v)
  call st3_ref (w, v)
  call check (m * n * l, u, w)
  u = 0
  call st3c (u, v)
  call check (m * n * l, u, w)
end program main
