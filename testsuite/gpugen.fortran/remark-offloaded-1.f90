! One "optimized:" line per offloaded nest, with its kernels, mapped
! loops and block sizes; a nest that stays on the host gets a "missed:"
! line and no "optimized:" one (any other remark is an excess error).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all" }

subroutine fill (n, a)
  implicit none
  integer, intent(in) :: n
  real(8), intent(out) :: a(n, n)
  integer :: i, j
  do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" }
    do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" "" { target *-*-* } .-1 }
      a(i, j) = i + j
    end do
  end do
end subroutine fill

subroutine recur (n, x)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: x(n)
  integer :: i
  do i = 2, n ! { dg-missed "loop nest not offloaded: no parallel loop" }
    x(i) = 0.5d0 * x(i - 1) + 1 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 0 parallel loops" "" { target *-*-* } .-1 }
  end do
end subroutine recur
