! A red-black sweep whose inner loop starts at 2 + mod (j, 2) and steps
! by 2 (missed-redblack-1.c in C): its iteration count and subscripts
! depend on the parity of j through unsigned arithmetic, and jump
! threading gives the j loop a second exit on it; not modelled yet
! (issue 16), so the nest stays on the host with a remark that names
! the loop.  The same sweep written with a condition on mod (i + j, 2)
! is offloaded (run-stride-1.f90).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-missed" }

subroutine redblack (u, n)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 2, n-1
    do i = 2 + mod (j, 2), n-1, 2 ! { dg-missed "loop nest not a SCoP: .*\\(the loop at line 15, which has another exit at line 16\\)" }
      u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
    end do
  end do
end subroutine redblack
