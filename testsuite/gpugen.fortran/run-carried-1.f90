! A counter that the outer loop carries across the inner one, the
! Fortran way: "k = k + 1; b(k) = ..." in a nest over the columns of a,
! with a default integer k.  Final value replacement computes k after
! the inner loop in unsigned arithmetic; the inner loop's own counter
! reaches that value in integer arithmetic, so gpugen-carried.cc reads
! the step, n where the inner loop runs, in integer, and b is
! delinearized into columns of n.  A pack over an assumed-shape a, one
! over explicit-shape dummies, and an unpack that reads through the
! counter; each nest is offloaded and matches a host reference, for
! extents 0, 1, odd and even (m > 0 with n = 0 runs the outer loop
! alone), and b's elements past the counted ones keep their values.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_carried_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine pack_assumed (a, b, n, m)
    integer :: n, m, i, j, k
    real(8) :: a(:,:), b(:)
    if (size (a, 1) < n .or. size (a, 2) < m .or. size (b) < n * m) stop 1
    k = 0
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        k = k + 1
        b(k) = 2 * a(i,j) + j
      end do
    end do
  end subroutine pack_assumed

  subroutine pack_explicit (a, b, n, m)
    integer :: n, m, i, j, k
    real(8) :: a(n,m), b(n*m)
    k = 0
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        k = k + 1
        b(k) = a(i,j) - i
      end do
    end do
  end subroutine pack_explicit

  subroutine unpack_assumed (a, b, n, m)
    integer :: n, m, i, j, k
    real(8) :: a(:,:), b(:)
    if (size (a, 1) < n .or. size (a, 2) < m .or. size (b) < n * m) stop 2
    k = 0
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        k = k + 1
        a(i,j) = b(k) * 3
      end do
    end do
  end subroutine unpack_assumed
end module run_carried_1

program main
  use run_carried_1
  implicit none
  integer :: sizes(5) = [0, 1, 2, 5, 8]
  integer :: s, t, n, m, i, j, k
  real(8), allocatable :: a(:,:), b(:), rb(:), a2(:,:), r2(:,:)

  do s = 1, size (sizes)
    do t = 1, size (sizes)
      n = nint (sizes(s) * one)
      m = nint (sizes(t) * one)
      allocate (a(n,m), b(n*m+5), rb(n*m+5), a2(n,m), r2(n,m))
      do j = 1, m
        do i = 1, n
          a(i,j) = (i - 3 * j) * 0.5d0 * one
          a2(i,j) = -1 * one
          r2(i,j) = -1 * one
        end do
      end do
      do i = 1, n * m + 5
        b(i) = i * 0.25d0 * one
        rb(i) = b(i) * one
      end do

      k = 0
      do j = 1, m
        do i = 1, n
          k = k + 1
          rb(k) = 2 * a(i,j) * one + j
        end do
      end do
      call pack_assumed (a, b, n, m)
      do i = 1, n * m + 5
        if (b(i) /= rb(i) * one) stop 3
      end do

      k = 0
      do j = 1, m
        do i = 1, n
          k = k + 1
          rb(k) = a(i,j) * one - i
        end do
      end do
      call pack_explicit (a, b, n, m)
      do i = 1, n * m + 5
        if (b(i) /= rb(i) * one) stop 4
      end do

      k = 0
      do j = 1, m
        do i = 1, n
          k = k + 1
          r2(i,j) = b(k) * one * 3
        end do
      end do
      call unpack_assumed (a2, b, n, m)
      do j = 1, m
        do i = 1, n
          if (a2(i,j) /= r2(i,j) * one) stop 5
        end do
      end do
      deallocate (a, b, rb, a2, r2)
    end do
  end do
end program main
