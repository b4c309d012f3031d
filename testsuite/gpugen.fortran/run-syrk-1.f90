! syrk, the lower triangle of c = alpha * a * a^T + beta * c, in
! real(8) in a module procedure with explicit-shape dummies a(n,m),
! c(n,n) and the scalars as dummies, on allocatable arrays of the
! caller (a triangular loop nest): c, upper triangle untouched, matches
! a host reference.
! { dg-do run }

module run_syrk_1
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
  ! c(i,j) = alpha * (a * a^T)(i,j) + beta * c(i,j) for i >= j.
  subroutine syrk (n, m, alpha, beta, a, c)
    integer, intent(in) :: n, m
    real(8), intent(in) :: alpha, beta, a(n,m)
    real(8), intent(inout) :: c(n,n)
    integer :: i, j, k
    do j = 1, n
      do i = j, n
        c(i,j) = beta * c(i,j)
        do k = 1, m
          c(i,j) = c(i,j) + alpha * a(i,k) * a(j,k)
        end do
      end do
    end do
  end subroutine syrk

  subroutine syrk_ref (n, m, alpha, beta, a, c)
    integer, intent(in) :: n, m
    real(8), intent(in) :: alpha, beta, a(n,m)
    real(8), intent(inout) :: c(n,n)
    integer :: i, j, k
    do j = 1, n
      do i = j, n
        c(i,j) = beta * c(i,j)
        do k = 1, m
          c(i,j) = c(i,j) + alpha * a(i,k) * one * a(j,k)
        end do
      end do
    end do
  end subroutine syrk_ref

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
end module run_syrk_1

program main
  use run_syrk_1
  implicit none
  real(8), allocatable :: a(:,:), c(:,:), c_ref(:,:)
  real(8) :: alpha, beta
  integer :: i, j, n, m
  n = nint (70 * one)
  m = nint (50 * one)
  alpha = 1.5d0 * one
  beta = 1.25d0 * one
  allocate (a(n,m), c(n,n), c_ref(n,n))
  do j = 1, m
    do i = 1, n
      a(i,j) = mod (7 * i + 3 * j, 47) / 47d0 - 0.25d0 * one
    end do
  end do
  do j = 1, n
    do i = 1, n
      c(i,j) = mod (11 * i + j, 53) / 53d0 * one
      c_ref(i,j) = c(i,j)
    end do
  end do
  call syrk (n, m, alpha, beta, a, c)
  call syrk_ref (n, m, alpha, beta, a, c_ref)
  call check (n * n, c, c_ref)
  deallocate (a, c, c_ref)
end program main
