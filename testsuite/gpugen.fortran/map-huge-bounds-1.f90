! Overflow bounds on the parameters (m <= 2^30 + 2, so that 2*i+1 fits
! an integer, in every domain and dependence of six statements) made
! isl's scheduler pivot on ever larger numbers for about three minutes
! below its operation quota (fuzz seed 3674, Fortran).  The scheduler
! now works on the domains and dependences without such bounds, and
! the nest is analysed in well under a second.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all" }
! { dg-timeout 60 }

subroutine huge_bounds (n, m, a0, a1)
  implicit none
  integer, intent(in) :: n, m
  real(8) :: a0(0:((2*m+3))-1)
  integer(8) :: a1(0:m+2, 0:n+2)
  integer :: i, j, k
  real(4) :: s
  s = 0.5
  do i = 2, m - 3 ! { dg-missed "no parallel loop" }
    do j = 2, n - 3
      a1(i, j) = (iand(int((a1(i, n - 1 - j) * a1(i+2, n - 1 - j) + 2 * a1(i, j)), 8), 1023_8))
      a0(2*i+1) = 0.25d0 * real(i, 8) + 0.75d0 * a0(m - 1 - i) + 0.75d0 * a1(m - 1 - i, j-1) + 0.5d0 * real(j, 8)
    end do
    a0(i) = -0.375d0 * a0(2*i-2) + 0.25d0 * a1(i, 2)
    do k = 2, m - 3
      s = -0.375e0 * a0(2*i) + 0.125e0 * a0(2*i-1) + 0.75e0 * real(k, 4)
      a0(2*i) = 0.25d0 * a0(i+2) - 0.375d0 * a0(2*k-2) + 0.75d0 * real(3, 8)
      a0(2*i) = 0.5d0 * s + 0.125d0 * a1(2, 2) + 0.5d0 * s
    end do
  end do
end subroutine huge_bounds
