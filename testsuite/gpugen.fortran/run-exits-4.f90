! What a search loop's exits pass, in Fortran: "j = 1; do while (j <=
! m); if (a(j,i) /= key) then; j = j + 1; else; exit; ..." (the exit on
! data is the false edge of its condition: the flag takes the exit's own
! sense), "do j = 1, m; if (a(j,i) == key) exit; end do; pos(i) =
! merge (j, 0, j <= m)" (the value the exits pass, tested after the
! loop, becomes a select).  The i loops are parallel.  The results
! match a host reference, with the key at the first and the last
! position, several times in a column, nowhere, and empty columns
! (fails without the exit's own sense: the kernel finds the first
! element that differs).
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_4
  implicit none
  integer, parameter :: nmax = 36
  real(8) :: a(nmax,nmax)
  integer :: pos(nmax)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine while_form (n, m, key)
    integer, intent(in) :: n, m
    real(8), intent(in) :: key
    integer :: i, j
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      j = 1
      do while (j <= m)
        if (a(j,i) /= key) then
          j = j + 1
        else
          exit
        end if
      end do
      pos(i) = j
    end do
  end subroutine while_form

  subroutine merge_form (n, m, key)
    integer, intent(in) :: n, m
    real(8), intent(in) :: key
    integer :: i, j
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (a(j,i) == key) exit
      end do
      pos(i) = merge (j, 0, j <= m)
    end do
  end subroutine merge_form
end module run_exits_4

program main
  use run_exits_4
  implicit none
  integer :: ref(nmax), i, j, n, k, m
  integer :: ms(4) = (/ nmax, nmax - 5, 1, 0 /)
  n = nint (nmax * one)
  do i = 1, n
    do j = 1, n
      a(j,i) = mod (i + 2 * j, 5) * one
      if (mod (i, 4) /= 3 .and. i /= 2 .and. (j == mod (3 * i, 31) + 1 .or. j == mod (3 * i, 31) + 3)) a(j,i) = 7
    end do
  end do
  a(n,2) = 7 * one
  a(1,5) = 7 * one
  do k = 1, 4
    m = ms(k)
    do i = 1, n
      ref(i) = m + 1
      do j = 1, m
        if (a(j,i) * one == 7) then
          ref(i) = j
          exit
        end if
      end do
    end do
    do i = 1, n
      pos(i) = nint (-5 * one)
    end do
    call while_form (n, m, 7 * one)
    do i = 1, n
      if (pos(i) /= ref(i)) call abort ()
    end do
    if (k == 1 .and. (pos(5) /= 1 .or. pos(2) /= n .or. pos(3) /= n + 1)) call abort ()
    do i = 1, n
      pos(i) = nint (-5 * one)
    end do
    call merge_form (n, m, 7 * one)
    do i = 1, n
      if (ref(i) == m + 1) ref(i) = 0
      if (pos(i) /= ref(i)) call abort ()
    end do
  end do
end program main
