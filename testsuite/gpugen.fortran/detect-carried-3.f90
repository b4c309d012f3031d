! Counters that the outer loop also steps after the inner loop
! (gpugen-carried.cc): "k = k + 1" after the inner loop, alone or with a
! separator stored through it, with a default integer k over explicit-
! shape dummies, and "k = k + 3" with an integer(8) k over assumed-shape
! dummies.  The counter's merge after the inner loop is closed as
! h + r, and the constants added after it join the outer loop's step,
! R = r + pad, computed before the nest (in integer, the counter starts
! at 0 and only grows, so R fits); the array is delinearized into
! columns of R elements.  A triangular inner loop (its amount grows
! with the outer index) stays a miss: the counter's accesses are not
! affine, and delinearization finds no row size for them
! (run-carried-3.f90 runs the offloaded forms).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

subroutine gap (a, b, n, m)
  integer :: n, m, i, j, k
  real(8) :: a(n,m), b((n+1)*m)
  k = 0
  do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      k = k + 1
      b(k) = a(i,j)
    end do
    k = k + 1
  end do
end subroutine gap

subroutine separated (a, b, n, m)
  integer :: n, m, i, j, k
  real(8) :: a(n,m), b((n+1)*m)
  k = 0
  do j = 1, m ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      k = k + 1
      b(k) = a(i,j)
    end do
    k = k + 1
    b(k) = -j
  end do
end subroutine separated

subroutine padded (a, b, n, m)
  integer :: n, m, i, j
  integer(8) :: k
  real(8) :: a(:,:), b(:)
  if (size (a, 1) < n .or. size (a, 2) < m .or. size (b) < (n + 3) * m) stop 1
  k = 0
  do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      k = k + 1
      b(k) = a(i,j)
    end do
    k = k + 3
  end do
end subroutine padded

subroutine triangle (a, b, n)
  integer :: n, i, j, k
  real(8) :: a(n,n), b(*)
  k = 0
  do j = 1, n ! { dg-missed "parametric stride \\(array dimension size not a compile-time constant; needs delinearization\\) \\(an access to .b. at line 65\\)" }
    do i = 1, j
      k = k + 1
      b(k) = a(i,j)
    end do
  end do
end subroutine triangle

! { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*, and 1 after it: " 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*, and 3 after it: " 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array b\[_0-9\]*: 2 dimensions" 3 "gpugen" } }
