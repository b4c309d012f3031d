! Strided DO loops one after another in one procedure, where gfortran
! computes the second loop's trip count (countm1 = ((unsigned) n - 1) / 3
! for "do i = n, 1, -3") between the loops, inside the region: two loops
! under the guard n >= 1 before the region, a loop with constant bounds
! followed by one whose guard lies inside the region, and the same pair
! in a triangular nest, where the count depends on the outer counter.
! The counter only controls its loop and is not the loop's dimension
! (before, the loop's dimension was shifted by that count and the
! subscripts were "not affine": every nest here stayed on the host).
! Every element equals a host reference's (the same loops with a
! volatile factor of one) for sizes -3 to 9, 61 and 62: zero sizes and
! negative ones, where the unsigned count wraps but the guard skips the
! loop, and sizes where the last iteration of each loop falls just
! inside or just outside the bounds.  detect-stride-1.f90 checks the
! model.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

module run_stride_2
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine steps (n, a, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n), b(n)
    integer :: i
    do i = 1, n, 2 ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels" }
      a(i) = b(i) + 1
    end do
    do i = n, 1, -3
      b(i) = 2 * a(i)
    end do
  end subroutine steps

  subroutine steps_ref (n, a, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n), b(n)
    integer :: i
    do i = 1, n, 2
      a(i) = b(i) * one + 1
    end do
    do i = n, 1, -3
      b(i) = 2 * a(i) * one
    end do
  end subroutine steps_ref

  subroutine fixed (n, c, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: c(9), b(n)
    integer :: i
    do i = 1, 9, 2 ! { dg-optimized "loop nest offloaded to the GPU" }
      c(i) = c(i) + 1
    end do
    do i = n, 1, -3
      b(i) = 2 * b(i) + i
    end do
  end subroutine fixed

  subroutine fixed_ref (n, c, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: c(9), b(n)
    integer :: i
    do i = 1, 9, 2
      c(i) = c(i) * one + 1
    end do
    do i = n, 1, -3
      b(i) = 2 * b(i) * one + i
    end do
  end subroutine fixed_ref

  subroutine tri (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j
    do j = 1, n ! { dg-optimized "loop nest offloaded to the GPU" }
      do i = j, n, 2
        a(i,j) = a(i,j) + 1
      end do
      do i = n, j, -3
        a(i,j) = 2 * a(i,j)
      end do
    end do
  end subroutine tri

  subroutine tri_ref (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j
    do j = 1, n
      do i = j, n, 2
        a(i,j) = a(i,j) * one + 1
      end do
      do i = n, j, -3
        a(i,j) = 2 * a(i,j) * one
      end do
    end do
  end subroutine tri_ref

  ! Abort unless X and REF, of CNT elements each, are equal.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    integer :: i
    do i = 1, cnt
      if (x(i) * one /= ref(i)) call abort ()
    end do
  end subroutine check
end module run_stride_2

program main
  use run_stride_2
  implicit none
  real(8), allocatable :: a(:), b(:), a_ref(:), b_ref(:), u(:,:), u_ref(:,:)
  real(8) :: c(9), c_ref(9)
  integer :: sizes(15) = [-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 61, 62]
  integer :: i, j, k, n, m
  do k = 1, size (sizes)
    n = nint (sizes(k) * one)
    m = max (n, 0)
    allocate (a(m), b(m), a_ref(m), b_ref(m), u(m,m), u_ref(m,m))
    do i = 1, m
      a(i) = mod (5 * i, 7) * one
      b(i) = mod (3 * i, 11) - 5 * one
      a_ref(i) = a(i) * one
      b_ref(i) = b(i) * one
      do j = 1, m
        u(i,j) = mod (i * j, 5) - 2 * one
        u_ref(i,j) = u(i,j) * one
      end do
    end do
    do i = 1, 9
      c(i) = i * one
      c_ref(i) = c(i) * one
    end do
    call steps (n, a, b)
    call steps_ref (n, a_ref, b_ref)
    call check (m, a, a_ref)
    call check (m, b, b_ref)
    call fixed (n, c, b)
    call fixed_ref (n, c_ref, b_ref)
    call check (9, c, c_ref)
    call check (m, b, b_ref)
    call tri (n, u)
    call tri_ref (n, u_ref)
    call check (m * m, u, u_ref)
    deallocate (a, b, a_ref, b_ref, u, u_ref)
  end do
end program main
