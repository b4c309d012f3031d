! An LU factorization whose k loop jump threading gives a second exit
! (detect-exits-1.f90): the k loop is in the region, as the host loop
! of its two kernels (the column scaling, one loop mapped, and the
! trailing update, two), so the region is entered and the matrix copied
! once per call, not once per k.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp" }
! { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" }

module map_exits_1
  implicit none
contains
  subroutine lu (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j, k
    do k = 1, n - 1
      do i = k + 1, n ! { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(1 loop mapped to blocks of 256 threads, launched in 1 host loop; 2 loops mapped to blocks of 32x8 threads, launched in 1 host loop\\)" }
        a(i,k) = a(i,k) / a(k,k)
      end do
      do j = k + 1, n
        do i = k + 1, n
          a(i,j) = a(i,j) - a(i,k) * a(k,j)
        end do
      end do
    end do
  end subroutine lu
end module map_exits_1
