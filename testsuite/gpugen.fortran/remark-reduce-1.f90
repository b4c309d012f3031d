! The remarks of Fortran reductions (gpugen-reduce.cc): the error of a
! convergence loop, "err = max (err, abs (a(i,j) - b(i,j)))", and a
! count under a mask are offloaded as partials per row; the host path
! of the offloaded max keeps its MAX_EXPR (GCC leaves it unspecified
! for NaNs and signed zeros, and vectorizes it: remark-reduce-vec-1.f90;
! the device runs "err > d ? err : d"); a real sum without -ffast-math
! and a sum along a single loop stay on the host, with the reason.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-optimized-missed -fplugin-arg-gpugen-dump=details" }
module detect_reduce_1
  implicit none
  double precision :: a(64, 64), b(64, 64)
contains
  function err_max (n, m) result (err)
    integer, value :: n, m
    double precision :: err
    integer :: i, j
    err = 0
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 19-20, partials per row" }
      do i = 1, n
        err = max (err, abs (a(i, j) - b(i, j)))
      end do
    end do
  end function err_max
  function count_big (n, m) result (c)
    integer, value :: n, m
    integer :: c, i, j
    c = 0
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .c. over the loops at lines 29-30, partials per row" }
      do i = 1, n
        if (a(i, j) > 1.0d0) c = c + 1
      end do
    end do
  end function count_big
  function total (n, m) result (s)
    integer, value :: n, m
    double precision :: s
    integer :: i, j
    s = 0
    do j = 1, m ! { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 40 carries a dependence on .s. at line \[0-9\]+: a floating-point sum, reassociated only under -fassociative-math\\)" }
      do i = 1, n
        s = s + a(i, j)
      end do
    end do
  end function total
  function total1 (n) result (s)
    integer, value :: n
    integer :: s, i
    s = 0
    do i = 1, n ! { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 50 carries a dependence on .s. at line \[0-9\]+: a reduction along a single loop, with no loop inside it to give each iteration a partial result, is not offloaded yet\\)" }
      s = s + int (a(i, 1))
    end do
  end function total1
end module detect_reduce_1

! { dg-final { scan-tree-dump "\n  M\\.\[0-9\]+_\[0-9\]+ = MAX_EXPR <_\[0-9\]+, err_\[0-9\]+>;" "gpugen" } }
! { dg-final { scan-tree-dump-not "\\? err_\[0-9\]+ : " "gpugen" } }
! { dg-prune-output "SCoP with" }
