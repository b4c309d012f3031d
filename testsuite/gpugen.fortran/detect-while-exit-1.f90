! Convergence loops with no count in Fortran (issues 13 and 16), twin of
! detect-while-exit-1.c: "do while (err > tol)" on a reduction's value,
! "do; ...; if (err < tol) exit; end do", and "do while (a(c, c) < tol)"
! each get a step counter of gpugen's own for the model
! (gpugen-stepcount.cc) and are one region with their nests, the exit
! tested on the host between steps.  An error that is an intent(out)
! argument, which gfortran stores in every step, is one region too, the
! store made once after the loop (gpugen-reduce-exit.cc).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }
subroutine wh (n, a, b, tol)
  integer, value :: n
  double precision :: a(n, n), b(n, n)
  double precision, value :: tol
  double precision :: err
  integer :: i, j
  err = 1.0d30
  do while (err > tol) ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
    do j = 2, n - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
      end do
    end do
    err = 0
    do j = 2, n - 1
      do i = 2, n - 1
        err = max (err, abs (b(i, j) - a(i, j)))
        a(i, j) = b(i, j)
      end do
    end do
  end do
end subroutine wh

subroutine ex (n, a, b, tol)
  integer, value :: n
  double precision :: a(n, n), b(n, n)
  double precision, value :: tol
  double precision :: err
  integer :: i, j
  do
    do j = 2, n - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
      end do
    end do
    err = 0
    do j = 2, n - 1
      do i = 2, n - 1
        err = max (err, abs (b(i, j) - a(i, j)))
        a(i, j) = b(i, j)
      end do
    end do
    if (err < tol) exit ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
  end do
end subroutine ex

subroutine el (n, c, a, b, tol)
  integer, value :: n, c
  double precision :: a(n, n), b(n, n)
  double precision, value :: tol
  integer :: i, j
  do while (a(c, c) < tol) ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" }
    do j = 2, n - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
      end do
    end do
    a(2:n - 1, 2:n - 1) = b(2:n - 1, 2:n - 1)
  end do
end subroutine el

subroutine ret (n, a, b, tol, err)
  integer, value :: n
  double precision :: a(n, n), b(n, n)
  double precision, value :: tol
  double precision, intent(out) :: err
  integer :: i, j
  err = 1.0d30
  do while (err > tol) ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
    do j = 2, n - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
      end do
    end do
    err = 0
    do j = 2, n - 1
      do i = 2, n - 1
        err = max (err, abs (b(i, j) - a(i, j)))
        a(i, j) = b(i, j)
      end do
    end do
  end do
end subroutine ret

! { dg-final { scan-tree-dump-times "no exit counts the steps: a step counter is added for the model" 4 "gpugen" } }
! { dg-final { scan-tree-dump-times "is tested on the host \\(2 statements, combined with a step counter of its own\\)" 3 "gpugen" } }
! { dg-final { scan-tree-dump-times "is tested on the host \\(3 statements, combined with a step counter of its own\\)" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "the step counter is removed, the exit's test is the program's" 4 "gpugen" } }
! { dg-final { scan-tree-dump-times "the store of err in each step, \\*err_\[0-9\]+\\(D\\) = \\.\\.\\., is made once after the loop" 1 "gpugen" } }
