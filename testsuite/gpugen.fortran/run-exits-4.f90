! What a search loop's exits pass, in Fortran: "j = 1; do while (j <=
! m); if (a(j,i) /= key) then; j = j + 1; else; exit; ..." (the exit on
! data is the false edge of its condition: the flag takes the exit's own
! sense), "do j = 1, m; if (a(j,i) == key) exit; end do; pos(i) =
! merge (j, 0, j <= m)" (the value the exits pass, tested after the
! loop, becomes a select), and an escape-time loop whose exit tests
! sqrt.  The outer loops are parallel.  The results
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

  ! An escape-time loop whose exit tests sqrt.
  subroutine escape (n, maxit, esc)
    integer, intent(in) :: n, maxit
    integer, intent(out) :: esc(nmax,nmax)
    integer :: px, py, k
    real(8) :: cx, cy, x, y, xt
    do py = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do px = 1, n
        cx = -2 + 3 * (px - 1) / real (nmax, 8)
        cy = -1.2d0 + 2.4d0 * (py - 1) / real (nmax, 8)
        x = 0
        y = 0
        do k = 0, maxit - 1
          xt = x * x - y * y + cx
          y = 2 * x * y + cy
          x = xt
          if (sqrt (x * x + y * y) > 2) exit
        end do
        esc(px,py) = k
      end do
    end do
  end subroutine escape
end module run_exits_4

program main
  use run_exits_4
  implicit none
  integer :: ref(nmax), i, j, n, k, m, esc(nmax,nmax), maxit, px, py
  integer :: first, never
  real(8) :: cx, cy, x, y, xt
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

  ! No iteration, escapes at the first, later, never.
  do maxit = 0, 49, 7
    call escape (n, maxit, esc)
    first = 0
    never = 0
    do py = 1, n
      do px = 1, n
        cx = -2 + 3 * (px - 1) / real (nmax, 8)
        cy = -1.2d0 + 2.4d0 * (py - 1) / real (nmax, 8)
        x = 0
        y = 0
        do k = 0, maxit - 1
          xt = x * x - y * y + cx
          y = 2 * x * y + cy
          x = xt * one
          if (sqrt (x * x + y * y) > 2) exit
        end do
        if (esc(px,py) /= k) call abort ()
        if (k == 0 .and. maxit > 0) first = first + 1
        if (k == maxit) never = never + 1
      end do
    end do
    if (maxit == 49 .and. (first == 0 .or. never == 0)) call abort ()
  end do
end program main
