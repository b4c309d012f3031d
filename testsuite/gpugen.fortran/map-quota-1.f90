! The mapping to the GPU has its own isl operation quota
! (map-isl-operations): past it the nest stays on the host, with a miss
! that names the stage, the quota and the knob.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-map-isl-operations=100" }

subroutine scale (n, x, y)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: x(n)
  real(8), intent(in) :: y(n)
  integer :: i
  do i = 1, n ! { dg-missed "loop nest not offloaded: isl failed or ran past its operation quota \\(the mapping to the GPU ran past its quota of 100 isl operations\\) \\\[map-isl-operations\\\]" }
    x(i) = 2 * y(i)
  end do
end subroutine scale
