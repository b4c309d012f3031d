! bicg, s = a^T * r and q = a * p, in real(8) in a module procedure
! with explicit-shape dummies a(n,m), s(m), q(n), p(m), r(n), on
! allocatable arrays of the caller: both products match a host
! reference.
! { dg-do run }

module run_bicg_1
  implicit none
  ! Relative tolerance of the comparison with the host reference,
  ! against the largest magnitude of the reference: the GPU may contract
  ! a * b + c into a fused multiply-add.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host (gpugen
  ! does not model volatile accesses), so the reference and the set-up
  ! stay there whatever gpugen does.
  real(8), volatile :: one = 1
contains
  ! s = a^T * r and q = a * p, in one sweep over a.
  subroutine bicg (n, m, a, s, q, p, r)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n,m), p(m), r(n)
    real(8), intent(out) :: s(m), q(n)
    integer :: i, j
    do i = 1, n
      q(i) = 0
    end do
    do j = 1, m
      s(j) = 0
      do i = 1, n
        s(j) = s(j) + r(i) * a(i,j)
        q(i) = q(i) + a(i,j) * p(j)
      end do
    end do
  end subroutine bicg

  subroutine bicg_ref (n, m, a, s, q, p, r)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n,m), p(m), r(n)
    real(8), intent(out) :: s(m), q(n)
    integer :: i, j
    do i = 1, n
      q(i) = 0 * one
    end do
    do j = 1, m
      s(j) = 0
      do i = 1, n
        s(j) = s(j) + r(i) * a(i,j) * one
        q(i) = q(i) + a(i,j) * p(j)
      end do
    end do
  end subroutine bicg_ref

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
end module run_bicg_1

program main
  use run_bicg_1
  implicit none
  real(8), allocatable :: a(:,:), s(:), q(:), p(:), r(:), s_ref(:), q_ref(:)
  integer :: i, j, n, m
  n = nint (100 * one)
  m = nint (90 * one)
  allocate (a(n,m), s(m), q(n), p(m), r(n), s_ref(m), q_ref(n))
  do j = 1, m
    do i = 1, n
      a(i,j) = mod (i * (j + 1), 31) / 31d0 - 0.5d0 * one
    end do
  end do
  do j = 1, m
    p(j) = mod (j, 9) / 9d0 + 0.5d0 * one
  end do
  do i = 1, n
    r(i) = mod (i, 11) / 11d0 - 0.25d0 * one
  end do
  call bicg (n, m, a, s, q, p, r)
  call bicg_ref (n, m, a, s_ref, q_ref, p, r)
  call check (m, s, s_ref)
  call check (n, q, q_ref)
  deallocate (a, s, q, p, r, s_ref, q_ref)
end program main
