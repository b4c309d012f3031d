! Strided DO loops counting down from a quasi-affine start, where a
! value is carried from one iteration to the next: the loop's dimension
! in the model is the counter's value negated (it grows from one
! iteration to the next, the order the original schedule gives), so the
! flow dependence from the write of u(i,j) to its read two (three)
! iterations later is found and the inner loop is sequential.  Before,
! the dimension was the value itself, the model ran the iterations
! upwards, found each read to see only a value from before the nest (a
! snapshot) and made both loops parallel: wrong results.
! run-redblack-3.f90 runs them.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine carry2 (n, u)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 2, n - 1
    do i = n - 2 - mod (j, 2), 1, -2 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" }
      u(i,j) = u(i+2,j) + 1
    end do
  end do
end subroutine carry2

subroutine carry3 (n, u)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" }
    do i = n - mod (j, 3), 4, -3
      u(i-3,j) = 0.5d0 * u(i-3,j) + u(i,j)
    end do
  end do
end subroutine carry3

! { dg-final { scan-tree-dump-times "dimension shifted by \[^\n\]*, step -\[23\]" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "loop at line \[0-9\]+ depth 1: parallel" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "loop at line \[0-9\]+ depth 2: sequential" 2 "gpugen" } }
! { dg-final { scan-tree-dump-not "read-only snapshot" "gpugen" } }
