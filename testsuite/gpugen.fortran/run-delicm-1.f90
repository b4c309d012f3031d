! Accumulators in registers, run: atax with its rows outer (t(i) and
! y(j) kept in registers across the inner loop by loop invariant
! motion, stored after it), gesummv with two of them in one inner loop,
! and mvt's two products, in real(8) with explicit-shape dummies; the
! statements of each nest split at their stores and the kernels fused
! (gpugen-grain.cc, gpugen-fuse.cc) compute what a host reference does.
! { dg-do run }

module run_delicm_1
  implicit none
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine atax (m, n, a, x, y, t)
    integer, intent(in) :: m, n
    real(8), intent(in) :: a(m,n), x(n)
    real(8), intent(out) :: y(n), t(m)
    integer :: i, j
    do j = 1, n
      y(j) = 0
    end do
    do i = 1, m
      t(i) = 0
      do j = 1, n
        t(i) = t(i) + a(i,j) * x(j)
      end do
      do j = 1, n
        y(j) = y(j) + a(i,j) * t(i)
      end do
    end do
  end subroutine atax

  subroutine gesummv (n, alpha, beta, a, b, x, y, t)
    integer, intent(in) :: n
    real(8), intent(in) :: alpha, beta, a(n,n), b(n,n), x(n)
    real(8), intent(out) :: y(n), t(n)
    integer :: i, j
    do i = 1, n
      t(i) = 0
      y(i) = 0
      do j = 1, n
        t(i) = t(i) + a(i,j) * x(j)
        y(i) = y(i) + b(i,j) * x(j)
      end do
      y(i) = alpha * t(i) + beta * y(i)
    end do
  end subroutine gesummv

  subroutine mvt (n, a, x1, x2, y1, y2)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n), y1(n), y2(n)
    real(8), intent(inout) :: x1(n), x2(n)
    integer :: i, j
    do i = 1, n
      do j = 1, n
        x1(i) = x1(i) + a(i,j) * y1(j)
      end do
    end do
    do i = 1, n
      do j = 1, n
        x2(i) = x2(i) + a(j,i) * y2(j)
      end do
    end do
  end subroutine mvt

  ! Abort unless each of the CNT elements of X differs from the same
  ! element of REF by at most TOL times the largest magnitude in REF.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    real(8) :: scale
    integer :: i
    scale = 0
    do i = 1, cnt
      scale = max (scale, abs (ref(i) * one))
    end do
    do i = 1, cnt
      if (.not. (abs (x(i) * one - ref(i)) <= tol * scale)) call abort ()
    end do
  end subroutine check
end module run_delicm_1

program main
  use run_delicm_1
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), x(:), y(:), t(:), y_ref(:), &
       t_ref(:), x1(:), x2(:)
  real(8) :: ta, yb
  integer :: i, j, n, m
  n = nint (67 * one)
  m = nint (43 * one)
  allocate (a(n,n), b(n,n), x(n), y(n), t(n), y_ref(n), t_ref(n), &
       x1(n), x2(n))
  do j = 1, n
    do i = 1, n
      a(i,j) = mod (i * 3 + j * 7, 29) / 29d0 - 0.5d0 * one
      b(i,j) = mod (i * 5 + j * 2, 17) / 17d0 - 0.25d0 * one
    end do
    x(j) = mod (j, 7) / 7d0 + 0.5d0 * one
  end do

  ! atax on the M x N matrix made of A's first elements.
  call atax (m, n, a, x, y, t)
  do j = 1, n
    y_ref(j) = 0 * one
  end do
  do i = 1, m
    t_ref(i) = 0 * one
    do j = 1, n
      t_ref(i) = t_ref(i) + a2 (i, j) * x(j) * one
    end do
    do j = 1, n
      y_ref(j) = y_ref(j) + a2 (i, j) * t_ref(i) * one
    end do
  end do
  call check (n, y, y_ref)
  call check (m, t, t_ref)

  call gesummv (n, 1.5d0, -0.75d0, a, b, x, y, t)
  do i = 1, n
    ta = 0 * one
    yb = 0 * one
    do j = 1, n
      ta = ta + a(i,j) * x(j) * one
      yb = yb + b(i,j) * x(j) * one
    end do
    t_ref(i) = ta
    y_ref(i) = 1.5d0 * ta - 0.75d0 * yb
  end do
  call check (n, t, t_ref)
  call check (n, y, y_ref)

  do i = 1, n
    x1(i) = mod (i, 5) * one
    x2(i) = mod (i, 3) * one
    y_ref(i) = x1(i)
    t_ref(i) = x2(i)
  end do
  call mvt (n, a, x1, x2, x, b(:,1))
  do i = 1, n
    do j = 1, n
      y_ref(i) = y_ref(i) + a(i,j) * x(j) * one
      t_ref(i) = t_ref(i) + a(j,i) * b(j,1) * one
    end do
  end do
  call check (n, x1, y_ref)
  call check (n, x2, t_ref)
  deallocate (a, b, x, y, t, y_ref, t_ref, x1, x2)
contains
  ! Element (I, J) of the M x N matrix stored in A's first M * N
  ! elements, column-major.
  real(8) function a2 (i, j)
    integer, intent(in) :: i, j
    integer :: k
    k = (j - 1) * m + i - 1
    a2 = a(mod (k, n) + 1, k / n + 1)
  end function a2
end program main
