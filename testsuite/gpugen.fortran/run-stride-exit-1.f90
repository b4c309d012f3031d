! Exits on counters from strided DO loops whose start is quasi-affine
! (detect-stride-exit-1.f90): red-black rows from 2 + mod (i, 2) by 2
! that stop past i or where j + i passes m, rows down from
! n - 1 - mod (i, 2) by -2 that stop below i (the iterations after the
! exit lie further down), and a step of 3 from 1 + mod (i, 3) that stops
! past m - i.  Before, each stayed on the host ("condition not affine").
! Every element equals a host reference's (the same loops with a
! volatile factor of one) for sizes -1 to 10, 33, 62, 101 and 104 and
! thresholds m from -3 to 200: exits taken in the first iteration, in
! none, and in between.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

module run_stride_exit_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine exit_i (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 2, n - 1
      do j = 2 + mod (i, 2), n - 1, 2 ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
        if (j > i) exit
        u(j,i) = 0.25d0 * (u(j,i-1) + u(j,i+1)) + j
      end do
    end do
  end subroutine exit_i

  subroutine exit_i_ref (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 2, n - 1
      do j = 2 + mod (i, 2), n - 1, 2
        if (j > i) exit
        u(j,i) = 0.25d0 * (u(j,i-1) * one + u(j,i+1)) + j
      end do
    end do
  end subroutine exit_i_ref

  subroutine exit_m (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 2, n - 1
      do j = 2 + mod (i, 2), n - 1, 2 ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
        if (j + i > m) exit
        u(j,i) = 0.25d0 * (u(j,i-1) + u(j,i+1)) + j
      end do
    end do
  end subroutine exit_m

  subroutine exit_m_ref (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 2, n - 1
      do j = 2 + mod (i, 2), n - 1, 2
        if (j + i > m) exit
        u(j,i) = 0.25d0 * (u(j,i-1) * one + u(j,i+1)) + j
      end do
    end do
  end subroutine exit_m_ref

  subroutine down (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 2, n - 1
      do j = n - 1 - mod (i, 2), 2, -2 ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
        if (j < i) exit
        u(j,i) = 0.25d0 * (u(j,i-1) + u(j,i+1)) + j
      end do
    end do
  end subroutine down

  subroutine down_ref (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 2, n - 1
      do j = n - 1 - mod (i, 2), 2, -2
        if (j < i) exit
        u(j,i) = 0.25d0 * (u(j,i-1) * one + u(j,i+1)) + j
      end do
    end do
  end subroutine down_ref

  subroutine third (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 1, n ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
      do j = 1 + mod (i, 3), n, 3
        if (j > m - i) exit
        u(j,i) = u(j,i) * 2 + j
      end do
    end do
  end subroutine third

  subroutine third_ref (n, m, u)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do i = 1, n
      do j = 1 + mod (i, 3), n, 3
        if (j > m - i) exit
        u(j,i) = u(j,i) * 2 * one + j
      end do
    end do
  end subroutine third_ref
  ! Abort unless X and REF, of CNT elements each, are equal.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    integer :: i
    do i = 1, cnt
      if (x(i) * one /= ref(i)) call abort ()
    end do
  end subroutine check
end module run_stride_exit_1

program main
  use run_stride_exit_1
  implicit none
  integer :: sizes(16) = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 33, 62, &
       101, 104]
  integer :: ms(8) = [-3, 0, 1, 2, 5, 17, 60, 200]
  real(8), allocatable :: u(:,:), r(:,:)
  integer :: a, b, n, m, i, j, k
  do a = 1, size (sizes)
    do b = 1, size (ms)
      n = nint (sizes(a) * one)
      m = nint (ms(b) * one)
      allocate (u(max (n, 0),max (n, 0)), r(max (n, 0),max (n, 0)))
      do k = 1, 4
        do j = 1, n
          do i = 1, n
            u(i,j) = mod (i * 7 + j * 3, 13) - 6 * one
            r(i,j) = u(i,j) * one
          end do
        end do
        select case (k)
        case (1)
          call exit_i (n, m, u)
          call exit_i_ref (n, m, r)
        case (2)
          call exit_m (n, m, u)
          call exit_m_ref (n, m, r)
        case (3)
          call down (n, m, u)
          call down_ref (n, m, r)
        case (4)
          call third (n, m, u)
          call third_ref (n, m, r)
        end select
        call check (max (n, 0)**2, u, r)
      end do
      deallocate (u, r)
    end do
  end do
end program main
