! A counter carried across the inner loop, "k = k + 1; b(k) = ...", with
! a default integer k (run-carried-1.f90 runs these): final value
! replacement computes k after the inner loop in unsigned arithmetic,
! and the inner loop's own counter reaches that value in integer
! arithmetic, so gpugen-carried.cc reads the step (n where the inner
! loop runs) in integer; b is delinearized into columns.  Over
! assumed-shape and explicit-shape dummies.  A counter whose inner
! loop's extent is read from memory in the outer loop (len(j)) is not
! the same in every iteration: a miss.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

subroutine pack_assumed (a, b, n, m)
  integer :: n, m, i, j, k
  real(8) :: a(:,:), b(:)
  if (size (a, 1) < n .or. size (a, 2) < m .or. size (b) < n * m) stop 1
  k = 0
  do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      k = k + 1
      b(k) = 2 * a(i,j)
    end do
  end do
end subroutine pack_assumed

subroutine pack_explicit (a, b, n, m)
  integer :: n, m, i, j, k
  real(8) :: a(n,m), b(n*m)
  k = 0
  do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      k = k + 1
      b(k) = 2 * a(i,j)
    end do
  end do
end subroutine pack_explicit

subroutine pack_ragged (a, b, len, n, m)
  integer :: n, m, i, j, k, len(m)
  real(8) :: a(n,m), b(n*m)
  k = 0
  do j = 1, m ! { dg-missed "loop bound not affine" }
    do i = 1, len(j)
      k = k + 1
      b(k) = 2 * a(i,j)
    end do
  end do
end subroutine pack_ragged

! { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*\\(from scalar evolution in unsigned arithmetic, the inner loop's signed counter reaching the value\\)" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array b\[_0-9\]*: 2 dimensions" 2 "gpugen" } }
