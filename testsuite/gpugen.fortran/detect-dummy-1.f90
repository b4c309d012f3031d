! Explicit-shape dummies x(n,n): x(i,j) is at i + j * stride + offset,
! with stride and offset computed from n before the loops.  They are
! delinearized into two dimensions; the run-time assumption is that the
! stride is at least n.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine scale (n, x, y)
  implicit none
  integer :: n, i, j
  real(8) :: x(n,n), y(n,n)
  do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      x(i,j) = 2 * y(i,j)
    end do
  end do
end subroutine scale

! { dg-final { scan-tree-dump "delinearized array x_\[0-9\]+: 2 dimensions" "gpugen" } }
! { dg-final { scan-tree-dump "delinearized array y_\[0-9\]+: 2 dimensions" "gpugen" } }
