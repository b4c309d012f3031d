! An indirect subscript, a(idx(i)), is reported as a subscript that is
! not affine, naming the array, not as a stride that needs
! delinearization.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-missed" }

subroutine f (a, idx, n)
  implicit none
  integer :: n, i, idx(n)
  real(8) :: a(n)
  do i = 1, n ! { dg-missed "loop nest not a SCoP: array subscript not affine \\(an access to .a. at line 12\\)" }
    a(idx(i)) = a(idx(i)) + 1
  end do
end subroutine f
