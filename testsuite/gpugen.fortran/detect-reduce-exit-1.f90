! Twin of detect-reduce-exit-1.c: convergence loops whose error, a
! reduction that the exit test reads, leaves the loop too ("errout =
! err", issue 16): a counted loop over module arrays of fixed shape (the
! Jacobi solver of the benchmarks, the steps stored too), "do while (err
! > tol)" without a count, and an integer sum are one region each, the
! value they leave the fold of the last step tested (the dump's "the
! value it leaves").  Refused with the note, the nests then regions of
! their own: an error also read in the next step ("prev = err").
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }
module detect_reduce_exit_1
  implicit none
  integer, parameter :: nmax = 64
  double precision :: u(0:nmax+1, 0:nmax+1), v(0:nmax+1, 0:nmax+1)
contains
  subroutine solve (n, tol, maxit, itout, errout)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: itout
    double precision, intent(out) :: errout
    integer :: i, j, it
    double precision :: err
    err = 0
    do it = 1, maxit
      do j = 1, n ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, n
        do i = 1, n
          err = max (err, abs (v(i, j) - u(i, j)))
          u(i, j) = v(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
    errout = err
  end subroutine solve
  subroutine wsolve (n, tol, errout)
    integer, intent(in) :: n
    double precision, intent(in) :: tol
    double precision, intent(out) :: errout
    integer :: i, j
    double precision :: err
    err = 1.0d30
    do while (err > tol) ! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" }
      do j = 1, n
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, n
        do i = 1, n
          err = max (err, abs (v(i, j) - u(i, j)))
          u(i, j) = v(i, j)
        end do
      end do
    end do
    errout = err
  end subroutine wsolve
  subroutine csolve (n, tol, lim, maxit, cntout)
    integer, intent(in) :: n, lim, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: cntout
    integer :: i, j, it, cnt
    cnt = 0
    do it = 1, maxit
      do j = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 3 arrays, 3 parallel loops" }
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      cnt = 0
      do j = 1, n
        do i = 1, n
          if (abs (v(i, j) - u(i, j)) > tol) cnt = cnt + 1
          u(i, j) = v(i, j)
        end do
      end do
      if (cnt < lim) exit
    end do
    cntout = cnt
  end subroutine csolve
  subroutine psolve (n, tol, maxit, errout)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: tol
    double precision, intent(out) :: errout
    integer :: i, j, it
    double precision :: err, prev
    err = 1
    prev = 2
    do it = 1, maxit
      prev = err
      do j = 1, n ! { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the test reads a reduction that the host cannot fold from partials \\('err' at line 110\\)" }
        do i = 1, n
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, n
        do i = 1, n
          err = max (err, abs (v(i, j) - u(i, j)))
          u(i, j) = v(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    errout = err + prev
  end subroutine psolve
end module detect_reduce_exit_1

! { dg-final { scan-tree-dump-times "the value it leaves of err is the fold of the last step tested" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "the value it leaves of cnt is the fold of the last step tested" 1 "gpugen" } }
! { dg-missed "gpugen: loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 99, which leaves on data at line 114\\)" "" { target *-*-* } 101 }
! { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } 101 }
