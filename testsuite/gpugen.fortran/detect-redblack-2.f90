! Strided DO loops whose start is quasi-affine, counted by gfortran with
! a separate counter ("countm1 = (last - start) >> 1" down to 0) that
! only controls the loop: the counter and the count it starts from are
! not modelled (control_phi_p in gpugen-model.cc), the iteration count
! comes from niter analysis.  Before, the counter was a value carried
! along the inner loop (a PHI array), so that loop was sequential and
! had a kernel of its own, and the nests with bounds from dummies, with
! a time loop or with negative rows ran past isl's quota.  Here every
! nest has its one statement (two in the time loop) and both loops
! parallel, with no PHI array; the same with cycle, where the counter's
! test may sit in a block of its own (skipv, with value dummies; the
! counter's test and increment read no value).  run-redblack-2.f90
! runs them.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine lohi (lo, hi, n, u)
  integer, intent(in) :: lo, hi, n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
    do i = lo + mod (j, 2), hi, 2
      u(i,j) = u(i,j) * 0.5d0 + j
    end do
  end do
end subroutine lohi

subroutine skip (n, m, u)
  integer, intent(in) :: n, m
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 2, n-1
    do i = 2 + mod (j, 2), n-1, 2 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      if (i + j > m) cycle
      u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
    end do
  end do
end subroutine skip

subroutine skipv (n, m, u)
  integer, value :: n, m
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 2, n-1
    do i = 2 + mod (j, 2), n-1, 2 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      if (i + j > m) cycle
      u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
    end do
  end do
end subroutine skipv

subroutine third (n, u)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
    do i = 1 + mod (j, 3), n, 3
      u(i,j) = u(i,j) * 3 + i - j
    end do
  end do
end subroutine third

subroutine steps (n, t, u)
  integer, intent(in) :: n, t
  real(8), intent(inout) :: u(n,n)
  integer :: i, j, s
  do s = 1, t ! { dg-note "gpugen: SCoP with 2 statements, 1 arrays, 4 parallel loops" }
    do j = 2, n-1
      do i = 2 + mod (j, 2), n-1, 2
        u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
      end do
    end do
    do j = 2, n-1
      do i = 3 - mod (j, 2), n-1, 2
        u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
      end do
    end do
  end do
end subroutine steps

subroutine negrows (lo, n, u)
  integer, intent(in) :: lo, n
  real(8), intent(inout) :: u(0:n+3,lo:lo+n)
  integer :: i, j
  do j = lo, lo + n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
    do i = 2 + mod (j, 2), n, 2
      u(i,j) = u(i,j) * 0.5d0 + u(i-1,j) + j
    end do
  end do
end subroutine negrows
! { dg-final { scan-tree-dump-times "dimension shifted by" 7 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 1" 5 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 2" 1 "gpugen" } }
! { dg-final { scan-tree-dump-not "\\(phi, " "gpugen" } }
