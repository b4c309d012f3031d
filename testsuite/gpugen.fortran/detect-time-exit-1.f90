! Time loops whose exit on data is tested on the host (issue 16,
! gpugen-hostexit.cc), twin of detect-time-exit-1.c: "do while (a(c,c) <
! tol .and. it < maxit)", one exit whose condition gfortran computes
! without a branch ("_12 | ~_67"); "do it = 1, maxit" with "if (...)
! exit" at the top of the body, the test before the step's nests; the
! same at the end of the body on a column that moves with the step.
! Each is one region, whose SCoP is the loop with its nests; the dump
! says which shape, with "do while (a(c,c) < tol)" without a count (a
! step counter of gpugen's own for the model, gpugen-stepcount.cc).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

module detect_time_exit_1
  implicit none
  integer, parameter :: n = 64
  double precision :: a(n, n), b(n, n)
contains
  integer function sweep_while (nn, maxit, tol, c)
    integer, value :: nn, maxit, c
    double precision, value :: tol
    integer :: it, i, j
    it = 0
    do while (a(c, c) < tol .and. it < maxit)
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                              + a(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          a(i, j) = b(i, j)
        end do
      end do
      it = it + 1
    end do
    sweep_while = it
  end function sweep_while

  integer function sweep_top (nn, maxit, tol, c)
    integer, value :: nn, maxit, c
    double precision, value :: tol
    integer :: it, i, j
    do it = 1, maxit
      if (a(c, c) > tol) exit
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                              + a(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          a(i, j) = b(i, j)
        end do
      end do
    end do
    sweep_top = it
  end function sweep_top

  integer function sweep_col (nn, steps, tol, k)
    integer, value :: nn, steps, k
    double precision, value :: tol
    integer :: t, i, j
    do t = 1, steps
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                              + a(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          a(i, j) = b(i, j)
        end do
      end do
      if (a(k, t + 1) > tol) exit
    end do
    sweep_col = t
  end function sweep_col

  integer function sweep_nocount (nn, tol, c)
    integer, value :: nn, c
    double precision, value :: tol
    integer :: it, i, j
    it = 0
    do while (a(c, c) < tol)
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                              + a(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          a(i, j) = b(i, j)
        end do
      end do
      it = it + 1
    end do
    sweep_nocount = it
  end function sweep_nocount
end module detect_time_exit_1

! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 23 }
! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 45 }
! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 65 }
! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 87 }
! { dg-final { scan-tree-dump-times "\\\[gpugen-hostexit\\\] loop \\d+: the exit on data from bb \\d+ is tested on the host \\(4 statements, combined with the count\\)" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "is tested on the host \\(1 statements, at the top of the step\\)" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "is tested on the host \\(1 statements\\)" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "is tested on the host \\(3 statements, combined with a step counter of its own\\)" 1 "gpugen" } }
