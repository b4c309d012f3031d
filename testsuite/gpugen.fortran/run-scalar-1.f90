! Column means and row sums in one nest, as a statistics routine writes
! it: for each row i the scalar s sums the row of a(n,m) (explicit-shape
! dummy), and the sweep over the columns that follows reads it, so the
! row loop carries the column sums c.  gpugen runs the row sums and the
! column updates as separate kernels with s kept in device memory,
! expanded over the rows.  c and r match a host reference.
! { dg-do run }

module run_scalar_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine sums (n, m, a, r, c)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(m,n)
    real(8), intent(out) :: r(n), c(m)
    real(8) :: s
    integer :: i, j
    do j = 1, m
      c(j) = 0
    end do
    do i = 1, n
      s = 0
      do j = 1, m
        s = s + a(j,i)
      end do
      r(i) = s
      do j = 1, m
        c(j) = c(j) + a(j,i) * s
      end do
    end do
  end subroutine sums

  subroutine sums_ref (n, m, a, r, c)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(m,n)
    real(8), intent(out) :: r(n), c(m)
    real(8) :: s
    integer :: i, j
    do j = 1, m
      c(j) = 0 * one
    end do
    do i = 1, n
      s = 0
      do j = 1, m
        s = s + a(j,i) * one
      end do
      r(i) = s
      do j = 1, m
        c(j) = c(j) + a(j,i) * one * s
      end do
    end do
  end subroutine sums_ref

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
end module run_scalar_1

program main
  use run_scalar_1
  implicit none
  real(8), allocatable :: a(:,:), r(:), c(:), r_ref(:), c_ref(:)
  integer :: i, j, m, n
  n = nint (100 * one)
  m = nint (130 * one)
  allocate (a(m,n), r(n), c(m), r_ref(n), c_ref(m))
  do i = 1, n
    do j = 1, m
      a(j,i) = mod (3 * i + 7 * j, 29) / 29d0 - 0.5d0 * one
    end do
  end do
  call sums (n, m, a, r, c)
  call sums_ref (n, m, a, r_ref, c_ref)
  call check (n, r, r_ref)
  call check (m, c, c_ref)
  deallocate (a, r, c, r_ref, c_ref)
end program main
