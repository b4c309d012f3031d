! A Fortran recurrence stays on the host; the remark names the loop and
! the array that carries the dependence, with their lines.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-missed" }

subroutine recur (n, x, a)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: x(n)
  real(8), intent(in) :: a(n)
  integer :: i
  do i = 2, n ! { dg-missed "loop nest not offloaded: no parallel loop .* \\(the loop at line 12 carries a dependence on .x. at line 13\\)" }
    x(i) = a(i) * x(i - 1) + 1
  end do
end subroutine recur
