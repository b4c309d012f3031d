! Matrix multiply c = a * b in real(8) in a module procedure with
! explicit-shape dummies a(n,l), b(l,m), c(n,m), the sizes dummies as
! well, on allocatable arrays of the caller: the result matches a host
! reference.
! { dg-do run }

module run_matmul_1
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
  ! c = a * b.
  subroutine matmul_kernel (n, m, l, a, b, c)
    integer, intent(in) :: n, m, l
    real(8), intent(in) :: a(n,l), b(l,m)
    real(8), intent(out) :: c(n,m)
    integer :: i, j, k
    do j = 1, m
      do i = 1, n
        c(i,j) = 0
        do k = 1, l
          c(i,j) = c(i,j) + a(i,k) * b(k,j)
        end do
      end do
    end do
  end subroutine matmul_kernel

  subroutine matmul_ref (n, m, l, a, b, c)
    integer, intent(in) :: n, m, l
    real(8), intent(in) :: a(n,l), b(l,m)
    real(8), intent(out) :: c(n,m)
    integer :: i, j, k
    do j = 1, m
      do i = 1, n
        c(i,j) = 0
        do k = 1, l
          c(i,j) = c(i,j) + a(i,k) * one * b(k,j)
        end do
      end do
    end do
  end subroutine matmul_ref

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
end module run_matmul_1

program main
  use run_matmul_1
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), c(:,:), c_ref(:,:)
  integer :: i, j, n, m, l
  n = nint (50 * one)
  m = nint (60 * one)
  l = nint (40 * one)
  allocate (a(n,l), b(l,m), c(n,m), c_ref(n,m))
  do j = 1, l
    do i = 1, n
      a(i,j) = mod (7 * i + 3 * j, 13) / 13d0 + 0.5d0 * one
    end do
  end do
  do j = 1, m
    do i = 1, l
      b(i,j) = mod (5 * i + 11 * j, 17) / 17d0 - 0.25d0 * one
    end do
  end do
  call matmul_kernel (n, m, l, a, b, c)
  call matmul_ref (n, m, l, a, b, c_ref)
  call check (n * m, c, c_ref)
  deallocate (a, b, c, c_ref)
end program main
