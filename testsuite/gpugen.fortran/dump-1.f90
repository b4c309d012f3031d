! The plugin loads into f951 and, given -fplugin-arg-gpugen-dump, writes
! its dump file dump-1.f90.NNNt.gpugen with the SCoP count line.
! { dg-do compile }
! { dg-options "-O2 -fplugin-arg-gpugen-dump" }

subroutine scale (n, a)
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  integer :: i
  do i = 1, n
    a(i) = 2.0 * a(i)
  end do
end subroutine scale

! { dg-final { scan-tree-dump "gpugen: number of SCoPs: \[0-9\]+" "gpugen" } }
