! Data-dependent conditions inside statements in Fortran: a guard on a
! computed scale ("if (t <= eps) t = 1", correlation-style) and a
! relaxation written with an if on a value, which gfortran keeps as
! branches.  Their arms only compute values: gpugen rewrites them as
! selects and offloads the nests.  x and d match a host reference.
! { dg-do run }

module run_select_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine scale (n, m, s, x)
    integer, intent(in) :: n, m
    real(8), intent(in) :: s(m)
    real(8), intent(inout) :: x(n,m)
    real(8) :: t
    integer :: i, j
    do j = 1, m
      t = s(j)
      if (t <= 0.1d0) t = 1
      do i = 1, n
        x(i,j) = x(i,j) / t
      end do
    end do
  end subroutine scale

  subroutine scale_ref (n, m, s, x)
    integer, intent(in) :: n, m
    real(8), intent(in) :: s(m)
    real(8), intent(inout) :: x(n,m)
    real(8) :: t
    integer :: i, j
    do j = 1, m
      t = s(j) * one
      if (t <= 0.1d0) t = 1
      do i = 1, n
        x(i,j) = x(i,j) * one / t
      end do
    end do
  end subroutine scale_ref

  subroutine relax (n, a, b, d)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n), b(n,n)
    real(8), intent(out) :: d(n,n)
    real(8) :: v
    integer :: i, j
    do j = 1, n
      do i = 1, n
        v = a(i,j) + b(j,i)
        if (v > a(i,j)) v = a(i,j)
        d(i,j) = v
      end do
    end do
  end subroutine relax

  subroutine relax_ref (n, a, b, d)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n), b(n,n)
    real(8), intent(out) :: d(n,n)
    real(8) :: v
    integer :: i, j
    do j = 1, n
      do i = 1, n
        v = a(i,j) * one + b(j,i)
        if (v > a(i,j)) v = a(i,j)
        d(i,j) = v
      end do
    end do
  end subroutine relax_ref

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
end module run_select_1

program main
  use run_select_1
  implicit none
  real(8), allocatable :: x(:,:), x_ref(:,:), s(:), a(:,:), b(:,:), &
       d(:,:), d_ref(:,:)
  integer :: i, j, n
  n = nint (50 * one)
  allocate (x(n,n), x_ref(n,n), s(n), a(n,n), b(n,n), d(n,n), d_ref(n,n))
  do j = 1, n
    s(j) = mod (j, 7) / 10d0 * one
    do i = 1, n
      x(i,j) = mod (3 * i + j, 11) * one
      a(i,j) = mod (5 * i + 2 * j, 13) * one
      b(i,j) = mod (i + 7 * j, 9) * one - 4
    end do
  end do
  x_ref = x
  call scale (n, n, s, x)
  call scale_ref (n, n, s, x_ref)
  call check (n * n, x, x_ref)
  call relax (n, a, b, d)
  call relax_ref (n, a, b, d_ref)
  call check (n * n, d, d_ref)
  deallocate (x, x_ref, s, a, b, d, d_ref)
end program main
