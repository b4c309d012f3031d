! A masked "do concurrent (i = 1:n, b(i) > 0)": gfortran evaluates the
! mask into a malloc'ed temporary in a loop of its own, then runs the
! body in a second loop under "if (mask(i))", where the body's loads
! of b(i) and a(i) are in the branch.  Those loads run wherever the
! store made unconditional for the model does; b(i) is read by the mask
! loop for every i, and a's extent comes from its descriptor, so both
! loops are one SCoP (run-concurrent-mask-1.f90 runs it).  With two
! indices, in either order, the temporary's index counts on across the
! outer loop (a PHI of the inner loop's guard): gpugen-carried.cc gives
! it a closed form, h + r with r = (n <= 0 ? 0 : n), one amount for the
! mask's loop and the body's loop, and the temporary is delinearized
! into two dimensions of r elements per row (run-concurrent-mask-2.f90
! runs these, and three indices).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

module detect_concurrent_mask_1
  implicit none
contains
  subroutine masked (a, b, n)
    integer :: n, i
    real(8) :: a(:), b(:)
    if (size (a) < n .or. size (b) < n) stop 1
    do concurrent (i = 1:n, b(i) > 0) ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 2 parallel loops" }
      a(i) = sqrt (b(i)) + a(i)
    end do
  end subroutine masked

  subroutine masked2 (x, y, n, m)
    integer :: n, m, i, j
    real(8) :: x(:,:), y(:,:)
    if (size (x, 1) < n .or. size (x, 2) < m) stop 2
    if (size (y, 1) < n .or. size (y, 2) < m) stop 3
    do concurrent (j = 1:m, i = 1:n, x(i,j) > 0.5d0) ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 4 parallel loops" }
      y(i,j) = x(i,j) * 2 + y(i,j)
    end do
  end subroutine masked2

  subroutine masked_ij (x, y, n, m)
    integer :: n, m, i, j
    real(8) :: x(:,:), y(:,:)
    if (size (x, 1) < n .or. size (x, 2) < m) stop 4
    if (size (y, 1) < n .or. size (y, 2) < m) stop 5
    do concurrent (i = 1:n, j = 1:m, x(i,j) > 0) ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 4 parallel loops" }
      y(i,j) = x(i,j) * 2 + y(i,j)
    end do
  end subroutine masked_ij

  ! Extents from size (): the inner trip count is computed in the outer
  ! loop by statements that scalar evolution leaves uninstantiated; the
  ! stage copies them before the nest.
  subroutine masked_size (x, y)
    real(8) :: x(:,:), y(:,:)
    integer :: i, j
    do concurrent (j = 1:size (x, 2), i = 1:size (x, 1), x(i,j) > 0) ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 4 parallel loops" }
      y(i,j) = x(i,j) * 2 + y(i,j)
    end do
  end subroutine masked_size
end module detect_concurrent_mask_1

! { dg-final { scan-tree-dump-times "conditional stores made unconditional" 4 "gpugen" } }
! Two counters per nest (the mask's loop and the body's), one amount.
! { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter \\S+ steps by" 6 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array tmp_\\d+: 2 dimensions" 3 "gpugen" } }
