! Conditional stores whose arm reads the element it stores: "where (b >
! 0) a = exp (b) + a", and "if (x(i,j) > t) y(i,j) = y(i,j) / 2 +
! x(i,j)" in a loop, on assumed-shape dummies whose bounds the procedure
! reads.  The load of the old value runs in every iteration of the
! kernels, which store "c ? f (b, old) : old"; the host code keeps the
! load in its branch.  Before, the load kept the nest on the host
! ("condition not affine").  The results match a host reference (a
! relative tolerance for exp, which the GPU may round differently),
! with sizes 0, 1, odd and even; the actual a is longer than b, and its
! elements past size (b) keep their values.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_store_read_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine where_exp (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    if (size (a) < size (b)) stop 1
    where (b > 0) a(1:size (b)) = exp (b) + a(1:size (b)) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_exp

  subroutine if_half (x, y, t)
    real(8), intent(in) :: x(:,:), t
    real(8), intent(inout) :: y(:,:)
    integer :: i, j
    if (size (y, 1) < size (x, 1) .or. size (y, 2) < size (x, 2)) stop 2
    do j = 1, size (x, 2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, size (x, 1)
        if (x(i,j) > t) y(i,j) = y(i,j) / 2 + x(i,j)
      end do
    end do
  end subroutine if_half
end module run_store_read_1

program main
  use run_store_read_1
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  integer :: s, n, i, j
  real(8), allocatable :: a(:), b(:), ra(:), x(:,:), y(:,:), ry(:,:)

  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    allocate (a(n+3), b(n), ra(n+3), x(n,n+1), y(n,n+1), ry(n,n+1))
    do i = 1, n + 3
      a(i) = (i - 20) * one
      ra(i) = a(i) * one
    end do
    do i = 1, n
      b(i) = (mod (7 * i, 11) - 5) * 0.5d0 * one
      if (b(i) * one > 0) ra(i) = exp (b(i) * one) + ra(i) * one
      do j = 1, n + 1
        x(i,j) = (mod (3 * i + 5 * j, 13) - 6) * 0.25d0 * one
        y(i,j) = (i - j) * one
        ry(i,j) = y(i,j) * one
        if (x(i,j) * one > 0.3d0) ry(i,j) = ry(i,j) * one / 2 + x(i,j) * one
      end do
    end do
    call where_exp (a, b)
    call if_half (x, y, 0.3d0 * one)
    do i = 1, n + 3
      if (abs (a(i) - ra(i)) > 1d-14 * abs (ra(i)) * one) stop 3
    end do
    do i = 1, n
      do j = 1, n + 1
        if (y(i,j) /= ry(i,j) * one) stop 4
      end do
    end do
    deallocate (a, b, ra, x, y, ry)
  end do
end program main
