! Strided DO loops one after another in one procedure.  gfortran counts
! each with a separate counter from countm1 = (last - start) / step, and
! computes the second loop's count (((unsigned) n - 1) / 3 for
! "do i = n, 1, -3") between the loops, inside the region (each loop
! alone has it before the loop nest).  The counter only controls its
! loop: it is not modelled and is not the loop's dimension either (before,
! the loop's dimension was shifted by that count, an unsigned value the
! subscripts' signed evolutions could not be rewritten over: "array
! subscript not affine").  The count is read exactly, its no-wrap check
! proven under the loop's guard n >= 1: the domain is "3i0 < n" (i0 >= 0,
! i = n - 3i0 >= 1), with no run-time assumption, also where the guard
! lies inside the region (after a loop with constant bounds), in a
! triangular nest where the count depends on the outer counter
! ("3i1 < n - i0"), and with a third loop.  run-stride-2.f90 runs them.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine steps (n, a, b)
  integer, intent(in) :: n
  real(8), intent(inout) :: a(n), b(n)
  integer :: i
  do i = 1, n, 2 ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" }
    a(i) = b(i) + 1
  end do
  do i = n, 1, -3
    b(i) = 2 * a(i)
  end do
end subroutine steps

subroutine fixed (n, c, b)
  integer, intent(in) :: n
  real(8), intent(inout) :: c(9), b(n)
  integer :: i
  do i = 1, 9, 2 ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" }
    c(i) = c(i) + 1
  end do
  do i = n, 1, -3
    b(i) = 2 * b(i) + i
  end do
end subroutine fixed

subroutine tri (n, a)
  integer, intent(in) :: n
  real(8), intent(inout) :: a(n,n)
  integer :: i, j
  do j = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 1 arrays, 3 parallel loops" }
    do i = j, n, 2
      a(i,j) = a(i,j) + 1
    end do
    do i = n, j, -3
      a(i,j) = 2 * a(i,j)
    end do
  end do
end subroutine tri

subroutine three (n, a, b)
  integer, intent(in) :: n
  real(8), intent(inout) :: a(n), b(n)
  integer :: i
  do i = 2, n, 3 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
    a(i) = b(i) + 1
  end do
  do i = n - 1, 2, -2 ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" }
    b(i) = 2 * a(i)
  end do
  do i = 1, n - 2, 4
    a(i) = a(i) + b(i+1)
  end do
end subroutine three
! { dg-final { scan-tree-dump-times "\\(bb \[0-9\]+\\): domain \[^\n\]*S_1\\\[i0\\\] : \[^\n\]* and i0 >= 0 and 3i0 < p_\[0-9\]+ \}" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "\\(bb \[0-9\]+\\): domain \[^\n\]*S_1\\\[i0, i1\\\] : \[^\n\]* and i0 >= 0 and i1 >= 0 and 3i1 < p_\[0-9\]+ - i0 \}" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "\\(bb \[0-9\]+\\): domain \[^\n\]*S_1\\\[i0\\\] : \[^\n\]* and i0 >= 0 and 4i0 <= -3 \\+ p_\[0-9\]+ \}" 1 "gpugen" } }
! { dg-final { scan-tree-dump-not "no-wrap assumption" "gpugen" } }
! { dg-final { scan-tree-dump-not "dimension shifted by" "gpugen" } }
