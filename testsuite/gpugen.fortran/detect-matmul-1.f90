! Matrix multiply on module arrays with constant bounds: one SCoP, the
! two outer loops parallel, the reduction loop sequential.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module mm
  implicit none
  integer, parameter :: n = 256
  real(8) :: a(n,n), b(n,n), c(n,n)
contains
  subroutine matmul_kernel
    integer :: i, j, k
    do j = 1, n ! { dg-note "gpugen: SCoP with 3 statements, 3 arrays, 2 parallel loops" }
      do i = 1, n
        c(i,j) = 0
        do k = 1, n
          c(i,j) = c(i,j) + a(i,k) * b(k,j)
        end do
      end do
    end do
  end subroutine matmul_kernel
end module mm

! { dg-final { scan-tree-dump "SCoP 0 loop at line 13 depth 1: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 14 depth 2: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 16 depth 3: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "flow \\(read after write\\): .*S_1\\\[i0, i1, i2\\\] -> S_1\\\[i0, i1, o2\\\]" "gpugen" } }
