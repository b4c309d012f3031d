! Exits on data that run code of their own, and loops around nests that
! stop on data, in Fortran.  The exit's store ("pos(i) = j; exit")
! moves past the search loop's end under a flag (gpugen-exits.cc), where
! it becomes a select; the search loop is sequential, the loop around
! it parallel.  A do while convergence loop is one region (a step
! counter, gpugen-stepcount.cc); a counted one stays on the host, its
! remark naming the loop and the exit; its nests on their own.  A miss: a
! search inside no other loop ("k = i; exit": nothing would be
! parallel).  A search over an explicit-shape dummy, past whose exit
! the loop reads, is a SCoP whose host memory is checked at run time.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" }
! { dg-prune-output "offloaded|SCoP with" }

module detect_exits_3
  implicit none
  integer, parameter :: nmax = 30
  real(8) :: a(nmax,nmax), b(nmax,nmax)
  integer :: pos(nmax)
contains
  subroutine search_store (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer :: i, j
    do i = 1, n
      pos(i) = 0
      do j = 1, n
        if (a(j,i) < t) then
          pos(i) = j
          exit
        end if
      end do
    end do
  end subroutine search_store

  subroutine jacobi (n, tol)
    integer, intent(in) :: n
    real(8), intent(in) :: tol
    integer :: i, j
    real(8) :: err
    err = huge (err)
    do while (err > tol) ! { dg-bogus "missed" }
      do j = 2, n - 1
        do i = 2, n - 1
          b(i,j) = 0.25d0 * (a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (b(i,j) - a(i,j)))
          a(i,j) = b(i,j)
        end do
      end do
    end do
  end subroutine jacobi

  subroutine jacobi_count (n, maxit, tol)
    integer, intent(in) :: n, maxit
    real(8), intent(in) :: tol
    integer :: i, j, k
    real(8) :: err
    do k = 1, maxit
      do j = 2, n - 1 ! { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 63, which leaves on data at line 76\\)" }
        do i = 2, n - 1
          b(i,j) = 0.25d0 * (a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = err + (b(i,j) - a(i,j))**2
          a(i,j) = b(i,j)
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine jacobi_count

  subroutine first_k (n, t, k)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer, intent(out) :: k
    integer :: i
    k = 0
    do i = 1, n
      if (a(i,1) < t) then ! { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 86, which leaves on data at line 87\\)" }
        k = i
        exit
      end if
    end do
  end subroutine first_k

  subroutine search_dummy (n, t, x, q)
    integer, intent(in) :: n
    real(8), intent(in) :: t, x(n,n)
    integer, intent(inout) :: q(n)
    integer :: i, j
    do i = 1, n ! { dg-bogus "missed" }
      do j = 1, n
        if (x(j,i) < t) then
          q(i) = j
          exit
        end if
      end do
    end do
  end subroutine search_dummy
end module detect_exits_3

! { dg-final { scan-tree-dump-times "the code of the exit on data of bb \[0-9\]+ \\(bb \[0-9\]+\\) moved past the join, under a flag" 2 "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 25 depth 1: parallel" "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 loop at line 27 depth 2: sequential" "gpugen" } }
! { dg-final { scan-tree-dump-times "is tested on the host \\(2 statements, combined with a step counter of its own\\)" 1 "gpugen" } }
