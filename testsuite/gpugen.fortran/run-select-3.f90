! Conditional stores of an element that the condition reads, in
! Fortran: a relaxation "if (d(i,k) + d(k,j) < d(i,j)) d(i,j) = ..." and
! a clamp "if (x(i,j) > hi) x(i,j) = hi".  gpugen rewrites each as an
! unconditional store of "c ? new : old", so the nests are offloaded.
! The results match a host reference, with both sides of the conditions
! taken.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_select_3
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine relax (n, d)
    integer, intent(in) :: n
    real(8), intent(inout) :: d(n,n)
    integer :: i, j, k
    do k = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, n
        do i = 1, n
          if (d(i,k) + d(k,j) < d(i,j)) d(i,j) = d(i,k) + d(k,j)
        end do
      end do
    end do
  end subroutine relax

  subroutine relax_ref (n, d)
    integer, intent(in) :: n
    real(8), intent(inout) :: d(n,n)
    integer :: i, j, k
    do k = 1, n
      do j = 1, n
        do i = 1, n
          if (d(i,k) * one + d(k,j) < d(i,j)) d(i,j) = d(i,k) + d(k,j)
        end do
      end do
    end do
  end subroutine relax_ref

  subroutine clamp (n, hi, x)
    integer, intent(in) :: n
    real(8), intent(in) :: hi
    real(8), intent(inout) :: x(n,n)
    integer :: i, j
    do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        if (x(i,j) > hi) x(i,j) = hi
      end do
    end do
  end subroutine clamp
end module run_select_3

program main
  use run_select_3
  implicit none
  real(8), allocatable :: d(:,:), d_ref(:,:)
  integer :: i, j, n
  n = nint (36 * one)
  allocate (d(n,n), d_ref(n,n))
  do j = 1, n
    do i = 1, n
      d(i,j) = mod (5 * i + 3 * j, 17) + one
      if (i == j) d(i,j) = 0
      d_ref(i,j) = d(i,j) * one
    end do
  end do
  call relax (n, d)
  call relax_ref (n, d_ref)
  do j = 1, n
    do i = 1, n
      if (d(i,j) * one /= d_ref(i,j)) call abort ()
    end do
  end do
  call clamp (n, 9.5d0 * one, d)
  do j = 1, n
    do i = 1, n
      if (d_ref(i,j) * one > 9.5d0) d_ref(i,j) = 9.5d0
      if (d(i,j) * one /= d_ref(i,j)) call abort ()
    end do
  end do
  deallocate (d, d_ref)
end program main
