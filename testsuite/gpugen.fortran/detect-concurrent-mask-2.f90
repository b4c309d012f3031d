! A masked "do concurrent" nested in an outer loop: gfortran allocates
! the mask's temporary in every iteration of the outer loop.  Where its
! size is the same in every iteration, gpugen-temps.cc allocates it once
! before the outer loop and frees it after, and the whole nest is one
! SCoP, the temporary privatized along the outer loop
! (run-concurrent-mask-4.f90 runs these).  Where the size varies with
! the outer loop (a triangular mask), the malloc stays in the loop: the
! whole nest is a miss that names it, and the inner nest is a SCoP of
! its own.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

subroutine nested (x, y, n, m, l)
  integer :: n, m, l, i, j, k
  real(8) :: x(:,:,:), y(:,:,:)
  if (size (x, 1) < n .or. size (x, 2) < m .or. size (x, 3) < l) stop 1
  if (size (y, 1) < n .or. size (y, 2) < m .or. size (y, 3) < l) stop 2
  do concurrent (k = 1:l)
    do concurrent (j = 1:m, i = 1:n, x(i,j,k) > 0.5d0) ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 5 parallel loops" }
      y(i,j,k) = x(i,j,k) * 2 + y(i,j,k)
    end do
  end do
end subroutine nested

subroutine varying (x, y, n)
  integer :: n, i, k
  real(8) :: x(:,:), y(:,:)
  if (size (x, 1) < n .or. size (x, 2) < n) stop 3
  if (size (y, 1) < n .or. size (y, 2) < n) stop 4
  do k = 1, n ! { dg-missed "call to a function with side effects \\(.__builtin_malloc. at line 31\\)" }
    do concurrent (i = 1:k, x(i,k) > 0) ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 2 parallel loops" }
      y(i,k) = x(i,k) + y(i,k)
    end do
  end do
end subroutine varying

! { dg-final { scan-tree-dump-times "\\\[gpugen-temps\\\] loop \\d+: temporary" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "tmp_\\d+ privatized along 1 loops" 1 "gpugen" } }
