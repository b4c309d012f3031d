! A call to a subroutine with side effects keeps the nest on the host.
! (The argument is an expression: passing the counter itself by reference
! would put it in memory and make the iteration count unknown.)
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-missed" }

subroutine f (x)
  implicit none
  real(8) :: x(100)
  integer :: i
  external :: g
  do i = 1, 100 ! { dg-missed "loop nest not a SCoP: call to a function with side effects \\(.g. at line 13\\)" }
    call g (i + 1)
    x(i) = i
  end do
end subroutine f
