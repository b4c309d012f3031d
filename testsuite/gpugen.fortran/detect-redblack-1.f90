! A red-black sweep whose inner loop starts at 2 + mod (j, 2) and steps
! by 2 (detect-redblack-1.c in C): the inner loop's dimension is its
! counter's value, with the parity as a congruence; jump threading gives
! the j loop a second exit, taken where the inner loop does not run
! ("if (2 + (j & 1) > n - 1)"), whose condition the model reads with
! the parity.  gfortran counts the inner loop by a separate counter
! ("countm1 = (n - 1 - start) >> 1" down to 0) that only controls it:
! it is not modelled (control_phi_p), so both loops are parallel and
! the nest is one kernel (before, the counter was a value carried along
! the inner loop: that loop sequential, and a second kernel).
! run-redblack-1.f90 runs it; detect-redblack-2.f90 has more forms.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine redblack (u, n)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 2, n-1
    do i = 2 + mod (j, 2), n-1, 2
      u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
    end do
  end do
end subroutine redblack
! { dg-final { scan-tree-dump-times "dimension shifted by" 1 "gpugen" } }
! { dg-final { scan-tree-dump "gpugen: SCoP 0 loop at line 2\[01\] depth 1: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "gpugen: SCoP 0 loop at line 2\[01\] depth 2: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "gpugen: SCoP 0 kernels: 1" "gpugen" } }
! { dg-final { scan-tree-dump-not "not a SCoP" "gpugen" } }
