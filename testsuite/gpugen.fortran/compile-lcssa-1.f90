! Found by the random differential tester (Fortran seed 10475): s2's
! value after the first loop, "iand (4 * i5, 1023)", reaches the
! second nest through the PHI that closes the first loop, with one
! argument.  gpugen-descr-realloc.cc took that PHI for a join whose
! arguments agree and checked their equality at run time, before the
! second region, "_211 == _40": a use of the first loop's own value
! after it, which the loop-closed SSA verifier (and, without checking,
! the vectorizer) rejected with an internal compiler error.  Such a PHI
! is now a parameter as it is.
! { dg-do compile }
! { dg-options "-O2 -fchecking=1 -fopt-info-omp-all" }
! { dg-prune-output "gpugen: " }
module lcssa_data
  implicit none
  integer(8) :: a1(0:42)
  integer(8) :: sink(0:5) = 0
end module lcssa_data

subroutine f1 (n, m, a0, a2)
  use lcssa_data
  implicit none
  integer, intent(in) :: n, m
  real(4) :: a0(0:m + 2)
  integer(4) :: a2(0:n + 2, 0:n + 2)
  integer :: i5, i6, i7
  integer(8) :: s2
  integer(4) :: s3
  s2 = 0
  s3 = 0
  do i5 = 2, n - 3
    s2 = iand (int (i5 + 3 * i5, 8), 1023_8)
    a0(2) = -0.375e0 * a0(2)
    a1(1) = iand (int (a2(i5 + 1, i5) * a2(i5, n - 1 - i5) + a2(i5, i5 + 2) &
                       + a2(n - 1 - i5, n - 1 - i5) + 5 * a1(0), 8), 1023_8)
    a2(n - 1 - i5, i5) = iand (int (4 * s2 + 3 * s2 + a2(n - 1 - i5, i5) * a1(0), 8), 1023_8)
  end do
  do i6 = 2, n - 3
    s3 = iand (int (2 * a2(i6, n - 1 - i6) * a2(i6 + 2, n - 1 - i6) &
                    + 2 * a2(n - 1 - i6, i6) + 5 * a1(0), 8), 1023_8)
    do i7 = 2, m - 3
      s3 = iand (int (s3 + iand (int (3 * a2(n - 1 - i6, n - 1 - i6), 8), 1023_8), 8), 1048575_8)
      s3 = iand (int (s3 + iand (s2, 1023_8), 8), 1048575_8)
    end do
    a2(n - 1 - i6, n - 1 - i6) = 3
  end do
  sink(1) = s2
  sink(2) = s3
end subroutine f1
