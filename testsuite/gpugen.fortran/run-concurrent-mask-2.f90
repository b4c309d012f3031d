! A masked "do concurrent" with two and three indices on assumed-shape
! dummies, with extents passed or from size (): gfortran's mask temporary is indexed by a counter that the
! outer loops carry across the inner ones, under a guard on the inner
! extent (gpugen-carried.cc gives it a closed form, one parameter per
! level shared by the mask's loop and the body's loop).  The nests are
! offloaded, and the results match a host reference, with extents 0,
! 1, odd and even in every position (an inner extent of 0 skips the
! inner loops while the outer ones run); the actual arrays are larger
! than the extents, and their elements outside keep their values.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_concurrent_mask_2
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine masked_ji (x, y, n, m)
    integer :: n, m, i, j
    real(8) :: x(:,:), y(:,:)
    if (size (x, 1) < n .or. size (x, 2) < m) stop 1
    if (size (y, 1) < n .or. size (y, 2) < m) stop 2
    do concurrent (j = 1:m, i = 1:n, x(i,j) > 0.5d0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      y(i,j) = x(i,j) * 2 + y(i,j)
    end do
  end subroutine masked_ji

  subroutine masked_ij (x, y, n, m)
    integer :: n, m, i, j
    real(8) :: x(:,:), y(:,:)
    if (size (x, 1) < n .or. size (x, 2) < m) stop 3
    if (size (y, 1) < n .or. size (y, 2) < m) stop 4
    do concurrent (i = 1:n, j = 1:m, x(i,j) > 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      y(i,j) = x(i,j) * 3 - y(i,j)
    end do
  end subroutine masked_ij

  ! Extents from size (): the inner loop's trip count is computed in the
  ! outer loop from the descriptor, by statements that scalar evolution
  ! does not instantiate (they are copied).
  subroutine masked_size (x, y)
    real(8) :: x(:,:), y(:,:)
    integer :: i, j
    do concurrent (j = 1:size (x, 2), i = 1:size (x, 1), x(i,j) >= 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      y(i,j) = sqrt (x(i,j)) - y(i,j)
    end do
  end subroutine masked_size

  ! An inner index stepping by 2, and a mask on a dummy scalar: final
  ! value replacement chooses between the inner loop's counts with a
  ! COND_EXPR, which scalar evolution does not instantiate (its
  ! computation is copied).
  subroutine masked_stride (x, y, n, m, tol)
    integer :: n, m, i, j
    real(8) :: x(:,:), y(:,:), tol
    if (size (x, 1) < n .or. size (x, 2) < m) stop 9
    if (size (y, 1) < n .or. size (y, 2) < m) stop 10
    do concurrent (j = 1:m, i = 1:n:2, abs (x(i,j)) > tol) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      y(i,j) = 1 / x(i,j) + y(i,j)
    end do
  end subroutine masked_stride

  subroutine masked3 (x, y, n, m, l)
    integer :: n, m, l, i, j, k
    real(8) :: x(:,:,:), y(:,:,:)
    if (size (x, 1) < n .or. size (x, 2) < m .or. size (x, 3) < l) stop 5
    if (size (y, 1) < n .or. size (y, 2) < m .or. size (y, 3) < l) stop 6
    do concurrent (k = 1:l, j = 1:m, i = 1:n, x(i,j,k) < 0.25d0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      y(i,j,k) = y(i,j,k) + x(i,j,k) + k
    end do
  end subroutine masked3
end module run_concurrent_mask_2

program main
  use run_concurrent_mask_2
  implicit none
  integer :: sizes(4) = [0, 1, 5, 8]
  integer :: s, t, u, n, m, l, i, j, k
  real(8), allocatable :: x(:,:), y(:,:), r(:,:)
  real(8), allocatable :: x3(:,:,:), y3(:,:,:), r3(:,:,:)

  do s = 1, size (sizes)
    do t = 1, size (sizes)
      n = nint (sizes(s) * one)
      m = nint (sizes(t) * one)
      allocate (x(n+2,m+1), y(n+2,m+1), r(n+2,m+1))
      do j = 1, m + 1
        do i = 1, n + 2
          x(i,j) = (mod (3 * i + 5 * j, 7) - 2) * 0.25d0 * one
          y(i,j) = (i - 2 * j) * one
          r(i,j) = y(i,j) * one
        end do
      end do
      do j = 1, m
        do i = 1, n
          if (x(i,j) * one > 0.5d0) r(i,j) = x(i,j) * one * 2 + r(i,j)
        end do
      end do
      call masked_ji (x, y, n, m)
      do j = 1, m
        do i = 1, n
          if (x(i,j) * one > 0) r(i,j) = x(i,j) * one * 3 - r(i,j)
        end do
      end do
      call masked_ij (x, y, n, m)
      do j = 1, m + 1
        do i = 1, n + 2
          if (x(i,j) * one >= 0) r(i,j) = sqrt (x(i,j) * one) - r(i,j)
        end do
      end do
      call masked_size (x, y)
      do j = 1, m
        do i = 1, n, 2
          if (abs (x(i,j) * one) > 0.3d0) r(i,j) = 1 / (x(i,j) * one) + r(i,j)
        end do
      end do
      call masked_stride (x, y, n, m, 0.3d0)
      do j = 1, m + 1
        do i = 1, n + 2
          if (y(i,j) /= r(i,j) * one) stop 7
        end do
      end do
      deallocate (x, y, r)

      do u = 1, 3
        l = nint (sizes(u) * one)
        allocate (x3(n+1,m+2,l+1), y3(n+1,m+2,l+1), r3(n+1,m+2,l+1))
        do k = 1, l + 1
          do j = 1, m + 2
            do i = 1, n + 1
              x3(i,j,k) = (mod (i + 3 * j + 7 * k, 5) - 1) * 0.2d0 * one
              y3(i,j,k) = (i + 10 * j - 100 * k) * one
              r3(i,j,k) = y3(i,j,k) * one
            end do
          end do
        end do
        do k = 1, l
          do j = 1, m
            do i = 1, n
              if (x3(i,j,k) * one < 0.25d0) &
                r3(i,j,k) = r3(i,j,k) * one + x3(i,j,k) + k
            end do
          end do
        end do
        call masked3 (x3, y3, n, m, l)
        do k = 1, l + 1
          do j = 1, m + 2
            do i = 1, n + 1
              if (y3(i,j,k) /= r3(i,j,k) * one) stop 8
            end do
          end do
        end do
        deallocate (x3, y3, r3)
      end do
    end do
  end do
end program main
