! Index-set splitting (gpugen-indexset.cc), run, in Fortran: all-pairs
! shortest paths, column-major ("d(i,j) = min (d(i,j), d(i,k) + d(k,j))"
! with j outside i), reads column k and row k, which its own instances
! write where i == k and j == k.  The statement is split into 9 pieces
! and each k step's pieces map i and j.  The graphs have negative
! weights, hence negative cycles, where only the program's order gives
! these values; a Gauss-Jordan sweep over every row and column does the
! same in a second subroutine.  Each result is compared exactly with a
! host reference (its nest reads a volatile 1, which keeps it on the
! host), for n from 0 to 20.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" }

module run_split_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine floyd (n, d)
    integer, intent(in) :: n
    real(8), intent(inout) :: d(n,n)
    integer :: i, j, k
    do k = 1, n
      do j = 1, n
        do i = 1, n
          d(i,j) = min (d(i,j), d(i,k) + d(k,j))
        end do
      end do
    end do
  end subroutine floyd

  subroutine floyd_ref (n, d)
    integer, intent(in) :: n
    real(8), intent(inout) :: d(n,n)
    integer :: i, j, k
    do k = 1, n
      do j = 1, n
        do i = 1, n
          d(i,j) = min (d(i,j), (d(i,k) + d(k,j)) * one)
        end do
      end do
    end do
  end subroutine floyd_ref

  subroutine jordan (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j, k
    do k = 1, n
      do j = 1, n
        do i = 1, n
          a(i,j) = a(i,j) - a(i,k) * a(k,j) / (a(k,k) + 5d0)
        end do
      end do
    end do
  end subroutine jordan

  subroutine jordan_ref (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j, k
    do k = 1, n
      do j = 1, n
        do i = 1, n
          a(i,j) = a(i,j) - a(i,k) * a(k,j) / (a(k,k) * one + 5d0)
        end do
      end do
    end do
  end subroutine jordan_ref
end module run_split_1

program main
  use run_split_1
  implicit none
  integer, parameter :: nmax = 20
  real(8) :: d(nmax*nmax), r(nmax*nmax)
  integer :: n, s, i
  do n = 0, nmax
    do s = 0, 2
      do i = 1, n * n
        if (mod (i * 7 + s * 3, 5) == 0) then
          d(i) = 1d6
        else
          d(i) = mod (i * 37 + s * 11, 23) - 4
        end if
      end do
      r = d
      call floyd (n, d)
      call floyd_ref (n, r)
      if (any (d(1:n*n) /= r(1:n*n))) stop 1
      do i = 1, n * n
        d(i) = mod (i * 29 + s * 13, 31) / 7d0 - 1.5d0
      end do
      r = d
      call jordan (n, d)
      call jordan_ref (n, r)
      if (any (d(1:n*n) /= r(1:n*n))) stop 2
    end do
  end do
end program main

! { dg-final { scan-tree-dump-times "\\\[gpugen-indexset\\\] SCoP 0: S_0 split along \[^\n\]*: 9 pieces \\(S_0, S_1 to S_8\\), 0 -> 2 loops free" 2 "gpugen" } }
