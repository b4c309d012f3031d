! -fplugin-arg-gpugen-off names Fortran procedures by their name in lower
! case; the loop nests of the others are still offloaded.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-off=scale" }

subroutine scale (x) ! { dg-missed "gpugen: loop nests of 'scale' stay on the host: named in -fplugin-arg-gpugen-off" }
  implicit none
  real(8) :: x(100)
  integer :: i
  do i = 1, 100
    x(i) = 2 * x(i)
  end do
end subroutine scale

subroutine shift (x)
  implicit none
  real(8) :: x(100)
  integer :: i
  do i = 1, 100 ! { dg-optimized "offloaded" }
    x(i) = x(i) + 1
  end do
end subroutine shift
