! Strided DO loops counting down from a quasi-affine start, as a
! red-black sweep run backwards, where the order of the iterations
! matters: a value carried down a column by 2 from n - 2 - mod (j, 2)
! ("u(i,j) = u(i+2,j) + 1"), and one carried by 3 from n - mod (j, 3) to
! the element below.  The loop's dimension in the model is the
! counter's value, negated for a loop counting down so that it grows
! from one iteration to the next (before, it was the value itself: the
! model ran the iterations upwards, made the loop parallel with a
! snapshot of u, and the results were wrong).  Each inner loop is
! sequential, the outer one parallel; every element equals a host
! reference's for sizes 0 to 12, 33 and 64.  detect-redblack-3.f90
! checks the model.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

module run_redblack_3
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine carry2 (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n - 1
      do i = n - 2 - mod (j, 2), 1, -2 ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 32 threads\\)" }
        u(i,j) = u(i+2,j) + 1
      end do
    end do
  end subroutine carry2

  subroutine carry2_ref (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n - 1
      do i = n - 2 - mod (j, 2), 1, -2
        u(i,j) = u(i+2,j) * one + 1
      end do
    end do
  end subroutine carry2_ref

  subroutine carry3 (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 1, n ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 32 threads\\)" }
      do i = n - mod (j, 3), 4, -3
        u(i-3,j) = 0.5d0 * u(i-3,j) + u(i,j)
      end do
    end do
  end subroutine carry3

  subroutine carry3_ref (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 1, n
      do i = n - mod (j, 3), 4, -3
        u(i-3,j) = 0.5d0 * u(i-3,j) * one + u(i,j)
      end do
    end do
  end subroutine carry3_ref

  ! Abort unless X and REF, of CNT elements each, are equal.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    integer :: i
    do i = 1, cnt
      if (x(i) * one /= ref(i)) call abort ()
    end do
  end subroutine check
end module run_redblack_3

program main
  use run_redblack_3
  implicit none
  integer :: sizes(15) = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 33, 64]
  real(8), allocatable :: u(:,:), r(:,:)
  integer :: a, n, i, j, k
  do a = 1, size (sizes)
    n = nint (sizes(a) * one)
    allocate (u(n,n), r(n,n))
    do k = 1, 2
      do j = 1, n
        do i = 1, n
          u(i,j) = mod (i * 7 + j * 3, 13) - 6 * one
          r(i,j) = u(i,j) * one
        end do
      end do
      if (k == 1) then
        call carry2 (n, u)
        call carry2_ref (n, r)
      else
        call carry3 (n, u)
        call carry3_ref (n, r)
      end if
      call check (n * n, u, r)
    end do
    deallocate (u, r)
  end do
end program main
