! Conditional stores whose value a math function computes: "where (b >
! 0) a = sqrt (b)", and "if (x(i) > t) y(i) = exp (x(i))" in a loop,
! on assumed-shape dummies whose bounds the procedure reads.  The call
! (a const built-in: Fortran sets no errno) may raise a floating-point
! exception only, so it may run where the condition fails, as the
! trapping arithmetic of such arms already does; the kernels store "c ?
! f (x) : old", and the host code keeps the call in the branch.  Before,
! the call kept the nest on the host ("condition not affine").  The
! results match a host reference (a relative tolerance for exp, which
! the GPU may round differently), with sizes 0, 1, odd and even.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_store_math_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine where_sqrt (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    if (size (a) < size (b)) stop 1
    where (b > 0) a = sqrt (b) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_sqrt

  subroutine if_exp (x, y, t)
    real(8), intent(in) :: x(:,:), t
    real(8), intent(inout) :: y(:,:)
    integer :: i, j
    if (size (y, 1) < size (x, 1) .or. size (y, 2) < size (x, 2)) stop 2
    do j = 1, size (x, 2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, size (x, 1)
        if (x(i,j) > t) y(i,j) = exp (x(i,j)) * 0.5d0
      end do
    end do
  end subroutine if_exp
end module run_store_math_1

program main
  use run_store_math_1
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  integer :: s, n, i, j
  real(8), allocatable :: a(:), b(:), ra(:), x(:,:), y(:,:), ry(:,:)

  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    allocate (a(n), b(n), ra(n), x(n,n+1), y(n,n+1), ry(n,n+1))
    do i = 1, n
      b(i) = (mod (7 * i, 11) - 5) * one
      a(i) = -100 * one
      ra(i) = a(i) * one
      if (b(i) * one > 0) ra(i) = sqrt (b(i) * one)
      do j = 1, n + 1
        x(i,j) = (mod (3 * i + 5 * j, 13) - 6) * 0.25d0 * one
        y(i,j) = -one
        ry(i,j) = y(i,j) * one
        if (x(i,j) * one > 0.3d0) ry(i,j) = exp (x(i,j) * one) * 0.5d0
      end do
    end do
    call where_sqrt (a, b)
    call if_exp (x, y, 0.3d0 * one)
    do i = 1, n
      if (a(i) /= ra(i) * one) stop 3
      do j = 1, n + 1
        if (abs (y(i,j) - ry(i,j)) > 1d-14 * abs (ry(i,j)) * one) stop 4
      end do
    end do
    deallocate (a, b, ra, x, y, ry)
  end do
end program main
