! A red-black sweep under its color loop, the start of the strided
! inner loop depending on the color too ("do i = 2 + mod (j + c, 2),
! n - 1, 2"; detect-redblack-5.c in C): the color loop carries every
! dependence and the j and i loops are parallel.  isl's scheduler, by
! default rejecting rows that would coalesce loops, found no row to
! carry them ("unable to carry dependences") and the nest stayed on the
! host; gpugen_schedule_compute tries again without that rule.
! run-redblack-4.f90 runs it.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine rbcolor (n, u, f)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  real(8), intent(in) :: f(n,n)
  integer :: i, j, c
  do c = 0, 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do j = 2, n - 1
      do i = 2 + mod (j + c, 2), n - 1, 2
        u(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
      end do
    end do
  end do
end subroutine rbcolor

! { dg-final { scan-tree-dump-not "not scheduled" "gpugen" } }
! { dg-final { scan-tree-dump-times "SCoP 0 kernels: 1" 1 "gpugen" } }
