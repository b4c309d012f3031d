! A matrix-vector product on explicit-shape dummies: a(m,n) is
! delinearized into two dimensions; the vectors x(n) and y(m) are indexed
! directly, as C pointers (only their outermost size is unknown).  The j
! loop accumulates into y(i) and carries it; the i loop is parallel.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" }

subroutine matvec (m, n, a, x, y)
  implicit none
  integer :: m, n, i, j
  real(8) :: a(m,n), x(n), y(m)
  do j = 1, n ! { dg-note "gpugen: SCoP with \[0-9\]+ statements, 3 arrays, 1 parallel loops" }
    do i = 1, m
      y(i) = y(i) + a(i,j) * x(j)
    end do
  end do
end subroutine matvec

! { dg-final { scan-tree-dump "loop at line 12 depth 1: sequential" "gpugen" } }
! { dg-final { scan-tree-dump "loop at line 13 depth 2: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "delinearized array a_\[0-9\]+: 2 dimensions" "gpugen" } }
! { dg-final { scan-tree-dump-not "delinearized array x_" "gpugen" } }
