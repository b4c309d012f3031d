! Strided DO loops whose start is quasi-affine, in the forms gfortran
! counts by a separate counter (countm1 = (last - start) / step, down to
! 0) that only controls the loop: a red sweep between run-time bounds
! lo + mod (j, 2) .. hi, two that skip points with cycle (with value
! dummies, the counter's test sits in a block of its own), a step of 3
! from mod (j, 3), a red-black step (red then black, t times) in a time
! loop, rows with a negative lower bound (mod (j, 2) is -1 on odd
! negative j), and a 3-D sweep from 2 + mod (j + k, 2).  The counter is
! not modelled: each nest is one kernel over both loops (before, the
! counter was a value carried along the inner loop, which made it
! sequential, and three of these ran past isl's quota).  Every element
! matches a host reference (a plain loop with the colour test, kept on
! the host by a volatile factor) for sizes 0 to 7, 10 and 33, bounds
! that leave the inner loop empty, thresholds that skip all, some and
! no points, and lower bounds from -7 to 3.  detect-redblack-2.f90
! checks the model.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

module run_redblack_2
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine lohi (lo, hi, n, u)
    integer, intent(in) :: lo, hi, n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 1, n ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
      do i = lo + mod (j, 2), hi, 2
        u(i,j) = u(i,j) * 0.5d0 + j
      end do
    end do
  end subroutine lohi

  subroutine skip (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n-1
      do i = 2 + mod (j, 2), n-1, 2 ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
        if (i + j > m) cycle
        u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
      end do
    end do
  end subroutine skip

  subroutine skipv (n, m, u)
    integer, value :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n-1
      do i = 2 + mod (j, 2), n-1, 2 ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
        if (i + j > m) cycle
        u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
      end do
    end do
  end subroutine skipv

  subroutine third (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 1, n ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
      do i = 1 + mod (j, 3), n, 3
        u(i,j) = u(i,j) * 3 + i - j
      end do
    end do
  end subroutine third

  subroutine steps (n, t, u)
    integer, intent(in) :: n, t
    real(8), intent(inout) :: u(n,n)
    integer :: i, j, s
    do s = 1, t ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" }
      do j = 2, n-1
        do i = 2 + mod (j, 2), n-1, 2
          u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
        end do
      end do
      do j = 2, n-1
        do i = 3 - mod (j, 2), n-1, 2
          u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
        end do
      end do
    end do
  end subroutine steps

  subroutine negrows (lo, n, u)
    integer, intent(in) :: lo, n
    real(8), intent(inout) :: u(0:n+3,lo:lo+n)
    integer :: i, j
    do j = lo, lo + n ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
      do i = 2 + mod (j, 2), n, 2
        u(i,j) = u(i,j) * 0.5d0 + u(i-1,j) + j
      end do
    end do
  end subroutine negrows

  subroutine red3 (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n,n)
    integer :: i, j, k
    do k = 2, n-1 ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
      do j = 2, n-1
        do i = 2 + mod (j + k, 2), n-1, 2
          u(i,j,k) = (u(i-1,j,k)+u(i+1,j,k)+u(i,j-1,k)+u(i,j+1,k) &
                      +u(i,j,k-1)+u(i,j,k+1))/6d0
        end do
      end do
    end do
  end subroutine red3

  ! The references: every point of the rectangle, tested for the colour.

  subroutine lohi_ref (lo, hi, n, u)
    integer, intent(in) :: lo, hi, n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        if (i >= lo + mod (j, 2) .and. i <= hi &
            .and. mod (i - lo - mod (j, 2), 2) == 0) &
          u(i,j) = (u(i,j) * 0.5d0 + j) * one
      end do
    end do
  end subroutine lohi_ref

  subroutine skip_ref (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n-1
      do i = 2, n-1
        if (mod (i + j, 2) == 0 .and. i + j <= m) &
          u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1)) * one
      end do
    end do
  end subroutine skip_ref

  subroutine third_ref (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        if (i >= 1 + mod (j, 3) .and. mod (i - 1 - j, 3) == 0) &
          u(i,j) = (u(i,j) * 3 + i - j) * one
      end do
    end do
  end subroutine third_ref

  subroutine sweep_ref (n, u, colour)
    integer, intent(in) :: n, colour
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n-1
      do i = 2, n-1
        if (mod (i + j, 2) == colour) &
          u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1)) * one
      end do
    end do
  end subroutine sweep_ref

  subroutine negrows_ref (lo, n, u)
    integer, intent(in) :: lo, n
    real(8), intent(inout) :: u(0:n+3,lo:lo+n)
    integer :: i, j
    do j = lo, lo + n
      do i = 1, n
        if (i >= 2 + mod (j, 2) .and. mod (i - mod (j, 2), 2) == 0) &
          u(i,j) = (u(i,j) * 0.5d0 + u(i-1,j) + j) * one
      end do
    end do
  end subroutine negrows_ref

  subroutine red3_ref (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n,n)
    integer :: i, j, k
    do k = 2, n-1
      do j = 2, n-1
        do i = 2, n-1
          if (mod (i + j + k, 2) == 0) &
            u(i,j,k) = (u(i-1,j,k)+u(i+1,j,k)+u(i,j-1,k)+u(i,j+1,k) &
                        +u(i,j,k-1)+u(i,j,k+1))/6d0 * one
        end do
      end do
    end do
  end subroutine red3_ref

  subroutine init (count, u, r)
    integer, intent(in) :: count
    real(8), intent(out) :: u(count), r(count)
    integer :: i
    do i = 1, count
      u(i) = (mod (i * 37, 23) - 7.5d0 + i * 0.125d0) * one
      r(i) = u(i)
    end do
  end subroutine init

  ! Stop with CODE unless X and REF hold the same COUNT values.
  subroutine check (count, x, ref, code)
    integer, intent(in) :: count, code
    real(8), intent(in) :: x(count), ref(count)
    integer :: i
    do i = 1, count
      if (x(i) * one /= ref(i)) stop code
    end do
  end subroutine check
end module run_redblack_2

program main
  use run_redblack_2
  implicit none
  integer, parameter :: sizes(10) = [0, 1, 2, 3, 4, 5, 6, 7, 10, 33]
  real(8), allocatable :: u(:), r(:)
  integer :: k, n, lo, hi, m, t, s
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u((n + 4) * (n + 1) + n * n * n), r((n + 4) * (n + 1) + n * n * n))
    do lo = 1, 4
      do hi = lo - 2, n, 3
        call init (n * n, u, r)
        call lohi (lo, hi, n, u)
        call lohi_ref (lo, hi, n, r)
        call check (n * n, u, r, 1)
      end do
    end do
    do m = 3, 2 * n, 5
      call init (n * n, u, r)
      call skip (n, m, u)
      call skip_ref (n, m, r)
      call check (n * n, u, r, 2)
      call init (n * n, u, r)
      call skipv (n, m, u)
      call skip_ref (n, m, r)
      call check (n * n, u, r, 7)
    end do
    call init (n * n, u, r)
    call third (n, u)
    call third_ref (n, r)
    call check (n * n, u, r, 3)
    do t = 0, 3
      call init (n * n, u, r)
      call steps (n, t, u)
      do s = 1, t
        call sweep_ref (n, r, 0)
        call sweep_ref (n, r, 1)
      end do
      call check (n * n, u, r, 4)
    end do
    do lo = -7, 3, 2
      call init ((n + 4) * (n + 1), u, r)
      call negrows (lo, n, u)
      call negrows_ref (lo, n, r)
      call check ((n + 4) * (n + 1), u, r, 5)
    end do
    call init (n * n * n, u, r)
    call red3 (n, u)
    call red3_ref (n, r)
    call check (n * n * n, u, r, 6)
    deallocate (u, r)
  end do
end program main
