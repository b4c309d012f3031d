! A Jacobi stencil in a time loop: the time loop carries dependences, the
! space loops are parallel.  The bound tsteps is read from its dummy
! before the nest and is a parameter.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module jac
  implicit none
  integer, parameter :: n = 128
  real(8) :: a(n,n), b(n,n)
contains
  subroutine jacobi (tsteps)
    integer :: tsteps, t, i, j
    do t = 1, tsteps ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" }
      do j = 2, n - 1
        do i = 2, n - 1
          b(i,j) = 0.2d0 * (a(i,j) + a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
        end do
      end do
      do j = 2, n - 1
        do i = 2, n - 1
          a(i,j) = b(i,j)
        end do
      end do
    end do
  end subroutine jacobi
end module jac

! { dg-final { scan-tree-dump "SCoP 0 loop at line 14 depth 1: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 15 depth 2: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 21 depth 3: parallel" "gpugen" } }
