! Explicit-shape dummies a(n,n): a(i,j) is at i + j * n, a parametric
! stride that needs delinearization.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-missed" }

subroutine scale (n, x, y)
  implicit none
  integer :: n, i, j
  real(8) :: x(n,n), y(n,n)
  do j = 1, n ! { dg-missed "loop nest not a SCoP: parametric stride" }
    do i = 1, n
      x(i,j) = 2 * y(i,j)
    end do
  end do
end subroutine scale
