! jacobi-2d, a 5-point averaging stencil in a time loop, in real(8)
! in a module procedure with explicit-shape dummies a(n,n), b(n,n), the
! number of steps and the size dummies as well, on allocatable arrays
! of the caller: the grids match a host reference.
! { dg-do run }

module run_jacobi2d_1
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
  ! Relax a and b tsteps times each way: b from a, then a from b; the
  ! border is fixed.
  subroutine jacobi_2d (tsteps, n, a, b)
    integer, intent(in) :: tsteps, n
    real(8), intent(inout) :: a(n,n), b(n,n)
    integer :: t, i, j
    do t = 1, tsteps
      do j = 2, n - 1
        do i = 2, n - 1
          b(i,j) = 0.2d0 * (a(i,j) + a(i-1,j) + a(i+1,j) + a(i,j-1) &
                            + a(i,j+1))
        end do
      end do
      do j = 2, n - 1
        do i = 2, n - 1
          a(i,j) = 0.2d0 * (b(i,j) + b(i-1,j) + b(i+1,j) + b(i,j-1) &
                            + b(i,j+1))
        end do
      end do
    end do
  end subroutine jacobi_2d

  subroutine jacobi_2d_ref (tsteps, n, a, b)
    integer, intent(in) :: tsteps, n
    real(8), intent(inout) :: a(n,n), b(n,n)
    integer :: t, i, j
    do t = 1, tsteps
      do j = 2, n - 1
        do i = 2, n - 1
          b(i,j) = 0.2d0 * (a(i,j) * one + a(i-1,j) + a(i+1,j) &
                            + a(i,j-1) + a(i,j+1))
        end do
      end do
      do j = 2, n - 1
        do i = 2, n - 1
          a(i,j) = 0.2d0 * (b(i,j) * one + b(i-1,j) + b(i+1,j) &
                            + b(i,j-1) + b(i,j+1))
        end do
      end do
    end do
  end subroutine jacobi_2d_ref

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
end module run_jacobi2d_1

program main
  use run_jacobi2d_1
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), a_ref(:,:), b_ref(:,:)
  integer :: i, j, n, tsteps
  n = nint (90 * one)
  tsteps = nint (8 * one)
  allocate (a(n,n), b(n,n), a_ref(n,n), b_ref(n,n))
  do j = 1, n
    do i = 1, n
      a(i,j) = mod (5 * i + 2 * j + mod (i * j, 7), 29) / 29d0 * one
      b(i,j) = a(i,j)
      a_ref(i,j) = a(i,j)
      b_ref(i,j) = a(i,j)
    end do
  end do
  call jacobi_2d (tsteps, n, a, b)
  call jacobi_2d_ref (tsteps, n, a_ref, b_ref)
  call check (n * n, a, a_ref)
  call check (n * n, b, b_ref)
  deallocate (a, b, a_ref, b_ref)
end program main
