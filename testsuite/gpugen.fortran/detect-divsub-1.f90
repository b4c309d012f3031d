! Subscripts with divisions and remainders of the counters are
! quasi-affine (gpugen-quasisub.cc): the multigrid prolongation "f(i) =
! f(i) + c(i / 2)", its two-dimensional form "c(i / 2, j / 2) + c((i +
! 1) / 2, (j + 1) / 2)" on an explicit-shape dummy (delinearized, each
! division a counter of its own), an assumed-shape dummy (delinearized
! through its descriptor) and a constant-shape one, a loop from -n with
! "mod (i, 4)" and "modulo (i, 3)" (Fortran's "/" and mod truncate
! toward zero, modulo floors), and a write through a division "c(i / 2,
! j) = ..." whose i loop writes each element twice and stays
! sequential (one parallel loop).  Every nest stayed on the host with
! "array subscript not affine" or "parametric stride".  The
! assumed-shape nest keeps one parallel loop: GCC's PRE carries the
! load of c((i + 1) / 2, j / 2) to the next iteration, where it is
! c(i / 2, j / 2), in a register (a scalar of three statements).
! run-divsub-1.f90 runs them.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine p1 (n, f, c)
  integer, intent(in) :: n
  real(8), intent(inout) :: f(n)
  real(8), intent(in) :: c(0:n)
  integer :: i
  do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
    f(i) = f(i) + c(i / 2)
  end do
end subroutine p1

subroutine p2 (n, m, f, c)
  integer, intent(in) :: n, m
  real(8), intent(inout) :: f(n, n)
  real(8), intent(in) :: c(0:m, 0:m)
  integer :: i, j
  do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      f(i, j) = f(i, j) + 0.5d0 * (c(i / 2, j / 2) + c((i + 1) / 2, (j + 1) / 2))
    end do
  end do
end subroutine p2

subroutine pa (f, c)
  real(8), intent(inout) :: f(:, :)
  real(8), intent(in) :: c(0:, 0:)
  integer :: i, j
  do j = 1, size (f, 2) ! { dg-note "gpugen: SCoP with 3 statements, 2 arrays, 1 parallel loops" }
    do i = 1, size (f, 1)
      f(i, j) = f(i, j) - c(i / 2, j / 2) * c((i + 1) / 2, j / 2)
    end do
  end do
end subroutine pa

subroutine pc (f, c)
  real(8), intent(inout) :: f(64, 64)
  real(8), intent(in) :: c(0:32, 0:32)
  integer :: i, j
  do j = 1, 64 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, 64
      f(i, j) = f(i, j) + c(i / 2, j / 2) + c((i + 1) / 2, (j + 1) / 2)
    end do
  end do
end subroutine pc

subroutine ng (n, f, c)
  integer, intent(in) :: n
  real(8), intent(inout) :: f(-n:n)
  real(8), intent(in) :: c(-n-3:n+3)
  integer :: i
  do i = -n, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
    f(i) = c(i / 2) + 2 * c(mod (i, 4)) + 4 * c(modulo (i, 3))
  end do
end subroutine ng

subroutine wr (n, m, f, c)
  integer, intent(in) :: n, m
  real(8), intent(in) :: f(n, n)
  real(8), intent(inout) :: c(0:m, n)
  integer :: i, j
  do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
    do i = 1, n
      c(i / 2, j) = f(i, j) + i
    end do
  end do
end subroutine wr

! { dg-final { scan-tree-dump-times "SCoP 0 kernels: 1" 6 "gpugen" } }
! { dg-final { scan-tree-dump-times "quasi-affine access to" 6 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized access with divisions to c_" 5 "gpugen" } }
