! "where (b > 0); a = 1; elsewhere; a = 2 * a + b" on integer and real
! assumed-shape dummies whose bounds the procedure reads: the else arm
! loads the element that both sides store.  Before, the load kept the
! nest on the host ("condition not affine").  The results match a host
! reference, with sizes 0, 1, odd and even.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_select_5
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  integer, volatile :: one = 1
contains
  subroutine ints (a, b)
    integer, intent(inout) :: a(:)
    integer, intent(in) :: b(:)
    if (size (a) < size (b)) stop 1
    where (b > 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      a = 1
    elsewhere
      a = 2 * a + b
    end where
  end subroutine ints

  subroutine reals (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    if (size (a) < size (b)) stop 2
    where (b > 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      a = 1
    elsewhere
      a = 2 * a + b
    end where
  end subroutine reals
end module run_select_5

program main
  use run_select_5
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  integer :: s, n, i
  integer, allocatable :: ia(:), ib(:), ra(:)
  real(8), allocatable :: da(:), db(:), rd(:)

  do s = 1, size (sizes)
    n = sizes(s) * one
    allocate (ia(n), ib(n), ra(n), da(n), db(n), rd(n))
    do i = 1, n
      ib(i) = (mod (7 * i, 5) - 2) * one
      ia(i) = (i - 9) * one
      ra(i) = ia(i)
      if (ib(i) * one <= 0) ra(i) = 2 * ra(i) + ib(i)
      if (ib(i) * one > 0) ra(i) = 1
      db(i) = (mod (3 * i, 4) - 1) * one
      da(i) = (2 * i - 11) * one
      rd(i) = da(i)
      if (db(i) * one <= 0) rd(i) = 2 * rd(i) + db(i)
      if (db(i) * one > 0) rd(i) = 1
    end do
    call ints (ia, ib)
    call reals (da, db)
    do i = 1, n
      if (ia(i) /= ra(i) * one .or. da(i) /= rd(i) * one) stop 3
    end do
    deallocate (ia, ib, ra, da, db, rd)
  end do
end program main
