! atax, y = a^T * (a * x), in real(8) in a module procedure with
! explicit-shape dummies a(m,n), x(n), y(n), tmp(m), on allocatable
! arrays of the caller: y and the intermediate a * x match a host
! reference.
! { dg-do run }

module run_atax_1
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
  ! tmp = a * x, then y = a^T * tmp.
  subroutine atax (m, n, a, x, y, tmp)
    integer, intent(in) :: m, n
    real(8), intent(in) :: a(m,n), x(n)
    real(8), intent(out) :: y(n), tmp(m)
    integer :: i, j
    do i = 1, m
      tmp(i) = 0
    end do
    do j = 1, n
      do i = 1, m
        tmp(i) = tmp(i) + a(i,j) * x(j)
      end do
    end do
    do j = 1, n
      y(j) = 0
      do i = 1, m
        y(j) = y(j) + a(i,j) * tmp(i)
      end do
    end do
  end subroutine atax

  subroutine atax_ref (m, n, a, x, y, tmp)
    integer, intent(in) :: m, n
    real(8), intent(in) :: a(m,n), x(n)
    real(8), intent(out) :: y(n), tmp(m)
    integer :: i, j
    do i = 1, m
      tmp(i) = 0 * one
    end do
    do j = 1, n
      do i = 1, m
        tmp(i) = tmp(i) + a(i,j) * one * x(j)
      end do
    end do
    do j = 1, n
      y(j) = 0
      do i = 1, m
        y(j) = y(j) + a(i,j) * one * tmp(i)
      end do
    end do
  end subroutine atax_ref

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
end module run_atax_1

program main
  use run_atax_1
  implicit none
  real(8), allocatable :: a(:,:), x(:), y(:), tmp(:), y_ref(:), tmp_ref(:)
  integer :: i, j, m, n
  m = nint (110 * one)
  n = nint (120 * one)
  allocate (a(m,n), x(n), y(n), tmp(m), y_ref(n), tmp_ref(m))
  do j = 1, n
    do i = 1, m
      a(i,j) = mod (5 * i + 2 * j + 1, 43) / 43d0 - 0.375d0 * one
    end do
  end do
  do j = 1, n
    x(j) = 1 + mod (j, 7) / 7d0 * one
  end do
  call atax (m, n, a, x, y, tmp)
  call atax_ref (m, n, a, x, y_ref, tmp_ref)
  call check (m, tmp, tmp_ref)
  call check (n, y, y_ref)
  deallocate (a, x, y, tmp, y_ref, tmp_ref)
end program main
