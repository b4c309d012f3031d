! Parity of the optimization levels in Fortran: values that loops leave
! behind.  At -O3 gpugen's pass runs right after "loopinit", before
! final value replacement; loop invariant motion has already sunk the
! store of r(i), written in every iteration of the inner loop, past
! that loop (dummies do not alias), where it reads the counter's last
! value from a loop that then has no statement, which was a miss
! ("scalar of unsupported type flows between statements ... read where
! its loop has no statement").  The pass replaces such values by their
! final values first, as GCC's next pass does, so both nests are
! offloaded at -O3 as at -O2, and the results match host references.
! { dg-do run }
! { dg-options "-O3 -fopt-info-omp-all" }
! { dg-gpugen-expect offload }

module run_opt_o3_2
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  double precision, volatile :: one = 1
contains
  subroutine last_of_col (n, m, a, r)
    integer, intent (in) :: n, m
    double precision, intent (in) :: a(m, n)
    double precision, intent (out) :: r(n)
    integer :: i, j
    do i = 1, n ! { dg-optimized "loop nest offloaded" }
       do j = 1, m
          r(i) = a(j, i) * 2d0 + j
       end do
    end do
  end subroutine last_of_col

  subroutine last_of_plane (n, m, a, r)
    integer, intent (in) :: n, m
    double precision, intent (in) :: a(m, n)
    double precision, intent (out) :: r(n)
    integer :: i, j, k
    do i = 1, n ! { dg-optimized "loop nest offloaded" }
       do k = 1, 3
          do j = 1, m
             r(i) = a(j, i) - k
          end do
       end do
    end do
  end subroutine last_of_plane
end module run_opt_o3_2

program main
  use run_opt_o3_2
  implicit none
  integer, parameter :: n = 37, m = 29
  double precision :: a(m, n), r(n)
  integer :: i, j
  do i = 1, n
     do j = 1, m
        a(j, i) = dble (mod (5 * i + 3 * j, 17) - 8) * one
     end do
  end do
  call last_of_col (n, m, a, r)
  do i = 1, n
     if (r(i) /= a(m, i) * 2d0 + m) stop 1
  end do
  call last_of_plane (n, m, a, r)
  do i = 1, n
     if (r(i) /= a(m, i) - 3) stop 2
  end do
end program main

! { dg-prune-output "SCoP with" }
! { dg-prune-output "not offloaded" }
! { dg-prune-output "not a SCoP" }
