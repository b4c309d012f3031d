! Counters carried across a guarded inner loop at -O3 under
! -fno-tree-scev-cprop, where no final value replacement runs before
! gpugen's pass (by default gpugen applies it first at -O3 and scalar
! evolution gives the amount; run-carried-2.f90 and
! run-concurrent-mask-3.f90 run these forms).  A default integer k,
! "k = k + 1; b(k) = ...", or counting down: k after the inner loop is
! the inner loop's own integer counter, whose effect scalar evolution
! computes in unsigned arithmetic and then cannot follow in the outer
! loop; gpugen-carried.cc reads the amount from that counter and the
! inner loop's latch count.  A masked "do concurrent" whose inner index
! steps by 2: scalar evolution gives the amount of the mask temporary's
! index as a choice on whether the inner loop runs ("count > 0 ?
! count - 1 + 1 : 1"), which instantiation gives up on; the stage copies
! its computation.  Each nest is one SCoP whose counter's array is
! delinearized.
! { dg-do compile }
! { dg-options "-O3 -fno-tree-scev-cprop -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

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

subroutine pack_down (a, b, n, m)
  integer :: n, m, i, j, k
  real(8) :: a(n,m), b(n*m)
  k = 0
  do j = 1, m ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 1, n
      k = k - 1
      b(-k) = a(i,j)
    end do
  end do
end subroutine pack_down

subroutine masked_stride (x, y, n, m, tol)
  integer :: n, m, i, j
  real(8) :: x(:,:), y(:,:), tol
  if (size (x, 1) < n .or. size (x, 2) < m) stop 2
  if (size (y, 1) < n .or. size (y, 2) < m) stop 3
  do concurrent (j = 1:m, i = 1:n:2, abs (x(i,j)) > tol) ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 4 parallel loops" }
    y(i,j) = 1 / x(i,j) + y(i,j)
  end do
end subroutine masked_stride

! { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*\\(from the inner loop's signed counter and its latch count\\)" 3 "gpugen" } }
! The mask's loop and the body's loop: one amount.
! { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter mi\\S+ steps by _\\d+ = \[^\n\]*count\[^\n\]* > 0 \\? \[^\n\]*\\(from scalar evolution, its values' computation copied\\)" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array b\[_0-9\]*: 2 dimensions" 3 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array tmp_\\d+: 2 dimensions" 1 "gpugen" } }
