! Exits on counters from strided DO loops whose start is quasi-affine,
! as in red-black sweeps: "do j = 2 + mod (i, 2), n - 1, 2; if (j > i)
! exit".  gfortran counts such a loop by a counter of its own (countm1,
! not modelled) and keeps the exit as a second exit of the loop.  The
! loop's dimension is shifted by its start (find_shift in
! gpugen-domain.cc, now also for a loop with several exits), so the
! exit's condition is over the dimension, and the iterations after it
! are removed (gpugen_model_extra_exits), later meaning further along
! the step: down the rows in a loop from n - 1 - mod (i, 2) by -2.
! Also a threshold on j + i, and a step of 3 from 1 + mod (i, 3) with a
! threshold m - i.  Before, each was "condition not affine".  Each nest
! is one kernel over both loops; run-stride-exit-1.f90 runs them.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine exit_i (n, u)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do i = 2, n - 1
    do j = 2 + mod (i, 2), n - 1, 2 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      if (j > i) exit
      u(j,i) = 0.25d0 * (u(j,i-1) + u(j,i+1)) + j
    end do
  end do
end subroutine exit_i

subroutine exit_m (n, m, u)
  integer, intent(in) :: n, m
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do i = 2, n - 1
    do j = 2 + mod (i, 2), n - 1, 2 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      if (j + i > m) exit
      u(j,i) = 0.25d0 * (u(j,i-1) + u(j,i+1)) + j
    end do
  end do
end subroutine exit_m

subroutine down (n, u)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do i = 2, n - 1
    do j = n - 1 - mod (i, 2), 2, -2 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
      if (j < i) exit
      u(j,i) = 0.25d0 * (u(j,i-1) + u(j,i+1)) + j
    end do
  end do
end subroutine down

subroutine third (n, m, u)
  integer, intent(in) :: n, m
  real(8), intent(inout) :: u(n,n)
  integer :: i, j
  do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
    do j = 1 + mod (i, 3), n, 3
      if (j > m - i) exit
      u(j,i) = u(j,i) * 2 + j
    end do
  end do
end subroutine third

! { dg-final { scan-tree-dump-times "dimension shifted by" 4 "gpugen" } }
! { dg-final { scan-tree-dump-times "iterations after an early exit" 4 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 1" 4 "gpugen" } }
