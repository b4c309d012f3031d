! A loop that prints: the I/O library takes the address of what it
! prints, so the iteration count cannot be computed; the remark names
! the loop and the call.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-missed" }

subroutine f (a, n)
  implicit none
  integer :: n, i
  real(8) :: a(n)
  do i = 1, n ! { dg-missed "loop nest not a SCoP: number of iterations not computable \\(the loop at line 11, whose counter or bound the call to ._gfortran_st_write. at line 12 may change\\)" }
    print *, a(i)
  end do
end subroutine f
