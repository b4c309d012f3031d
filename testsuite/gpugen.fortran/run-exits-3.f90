! Exits on data that run code of their own, and loops around nests that
! stop on data, in Fortran.  "do j = 1, m; if (a(j,i) < t) then;
! pos(i) = j; exit; ...": the exit's store moves past the loop's end
! under a flag (gpugen_sink_exit_code), where it becomes a select (each
! of two stores with a condition of its own), and the search a flag for
! the model (gpugen-exits.cc); the i loop is parallel.  A convergence
! loop, "do while (err > tol); stencil; err = max ...; copy; end do",
! runs as one region with a step counter for the model (gpugen-
! stepcount.cc), the host folding the error's partials after each step;
! a counted one that exits on the error stays on the host, its nests on
! their own, but for the one that computes its error, a floating-point
! sum.  The results
! match a host reference, with the exit taken at the first and the last
! iteration, several times in a column (the first one counts), not at
! all, and empty loops; the convergence loops stop at their first step,
! later, at their count, or run no step.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_3
  implicit none
  integer, parameter :: nmax = 36
  real(8) :: a(nmax,nmax), b(nmax,nmax), val(nmax)
  integer :: pos(nmax)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  ! POS(i) := the first j <= m with A(j,i) < T, 0 if none.
  subroutine store_first (n, m, t)
    integer, intent(in) :: n, m
    real(8), intent(in) :: t
    integer :: i, j
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      pos(i) = 0
      do j = 1, m
        if (a(j,i) < t) then
          pos(i) = j
          exit
        end if
      end do
    end do
  end subroutine store_first

  ! The same without the store before the search: POS(i) keeps its
  ! value where there is no hit.
  subroutine store_only (n, m, t)
    integer, intent(in) :: n, m
    real(8), intent(in) :: t
    integer :: i, j
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (a(j,i) < t) then
          pos(i) = j
          exit
        end if
      end do
    end do
  end subroutine store_only

  ! VAL(i) := a value computed from the first hit.
  subroutine store_value (n, m, t)
    integer, intent(in) :: n, m
    real(8), intent(in) :: t
    integer :: i, j
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (a(j,i) > t) then
          val(i) = a(j,i) * 2 + j
          exit
        end if
      end do
    end do
  end subroutine store_value

  ! Two stores: each gets a condition of its own on the flag.
  subroutine store_two (n, m, t)
    integer, intent(in) :: n, m
    real(8), intent(in) :: t
    integer :: i, j
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, m
        if (a(j,i) < t) then
          pos(i) = j
          val(i) = a(j,i) + j
          exit
        end if
      end do
    end do
  end subroutine store_two

  ! Jacobi sweeps until the largest change is at most TOL; IT := the
  ! sweeps run.
  subroutine jacobi (n, tol, it)
    integer, intent(in) :: n
    real(8), intent(in) :: tol
    integer, intent(out) :: it
    integer :: i, j
    real(8) :: err
    err = huge (err)
    it = 0
    do while (err > tol) ! { dg-optimized "gpugen: loop nest offloaded to the GPU\[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err. over the loops at lines 110-111, partials per row" }
      it = it + 1
      do j = 2, n - 1
        do i = 2, n - 1
          b(i,j) = 0.25d0 * (a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (b(i,j) - a(i,j)))
        end do
      end do
      do j = 2, n - 1
        do i = 2, n - 1
          a(i,j) = b(i,j)
        end do
      end do
    end do
  end subroutine jacobi

  ! The same with a count, leaving by an exit.
  subroutine jacobi_count (n, maxit, tol, it)
    integer, intent(in) :: n, maxit
    real(8), intent(in) :: tol
    integer, intent(out) :: it
    integer :: i, j, k
    real(8) :: err
    it = 0
    do k = 1, maxit
      it = k
      do j = 2, n - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
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
end module run_exits_3

program main
  use run_exits_3
  implicit none
  integer :: pos_ref(nmax), i, j, n, k, m, it, it_ref, maxit
  integer :: ms(4) = (/ nmax, nmax - 7, 1, 0 /), maxits(4) = (/ 0, 1, 1000, 7 /)
  real(8) :: val_ref(nmax), c(nmax,nmax), d(nmax,nmax), err, tol
  real(8) :: tols(4) = (/ 1d0, 1d2, 1d-2, 1d-30 /)
  n = nint (nmax * one)
  do i = 1, n
    do j = 1, n
      ! Column i is below 1 at row 5i mod 31 + 1 and 2 after it, in
      ! columns i mod 5 /= 4 but 2; nowhere in the others; column 1 at
      ! its first row, column 2 at its last.
      a(j,i) = (2 + mod (i + 3 * j, 7)) * one
      if (mod (i, 5) /= 4 .and. i /= 2 .and. (j == mod (5 * i, 31) + 1 .or. j == mod (5 * i, 31) + 3)) a(j,i) = 0.5d0
    end do
  end do
  a(1,1) = 0.5d0 * one
  a(n,2) = 0.5d0 * one
  do k = 1, 4
    m = ms(k)
    call set_pos ()
    call store_first (n, m, one)
    call reference (m, 1d0, .true., .false.)
    call check ()
    if (k == 1 .and. (pos(1) /= 1 .or. pos(2) /= n .or. pos(4) /= 0)) call abort ()
    call set_pos ()
    call store_only (n, m, one)
    call reference (m, 1d0, .false., .false.)
    call check ()
    call set_pos ()
    call store_value (n, m, 7.5d0 * one)
    call reference (m, 7.5d0, .false., .true.)
    call check ()
    call set_pos ()
    call store_two (n, m, one)
    call reference (m, 1d0, .false., .false.)
    do i = 1, n
      if (pos_ref(i) /= 100 + i) val_ref(i) = a(pos_ref(i),i) * one + pos_ref(i)
    end do
    call check ()
  end do
  call set_pos ()
  call store_first (0, n, one)
  call check ()

  ! Converged at once, after several sweeps.
  do k = 1, 2
    tol = merge (1d2, 1d-2, k == 1) * one
    call grid ()
    call jacobi (n, tol, it)
    err = huge (err)
    it_ref = 0
    do while (err > tol)
      it_ref = it_ref + 1
      do j = 2, n - 1
        do i = 2, n - 1
          d(i,j) = 0.25d0 * (c(i-1,j) + c(i+1,j) + c(i,j-1) + c(i,j+1)) * one
        end do
      end do
      err = 0
      do j = 2, n - 1
        do i = 2, n - 1
          err = max (err, abs (d(i,j) - c(i,j)))
          c(i,j) = d(i,j) * one
        end do
      end do
    end do
    if (it /= it_ref .or. (k == 2 .and. it < 3)) call abort ()
    call compare ()
  end do

  ! No sweep, one, until converged, until the count ends it.
  do k = 1, 4
    maxit = maxits(k)
    call grid ()
    call jacobi_count (n, maxit, tols(k) * one, it)
    it_ref = 0
    do i = 1, maxit
      it_ref = i
      do j = 2, n - 1
        do m = 2, n - 1
          d(m,j) = 0.25d0 * (c(m-1,j) + c(m+1,j) + c(m,j-1) + c(m,j+1)) * one
        end do
      end do
      err = 0
      do j = 2, n - 1
        do m = 2, n - 1
          err = err + (d(m,j) - c(m,j))**2
          c(m,j) = d(m,j) * one
        end do
      end do
      if (err < tols(k)) exit
    end do
    if (it /= it_ref .or. (k == 3 .and. (it < 3 .or. it >= 1000))) call abort ()
    call compare ()
  end do

contains
  subroutine set_pos ()
    do i = 1, n
      pos(i) = 100 + i
      pos_ref(i) = pos(i)
      val(i) = -1 - i * one
      val_ref(i) = val(i)
    end do
  end subroutine set_pos

  subroutine reference (m, t, init, value)
    integer, intent(in) :: m
    real(8), intent(in) :: t
    logical, intent(in) :: init, value
    do i = 1, n
      if (init) pos_ref(i) = 0
      do j = 1, m
        if ((value .and. a(j,i) * one > t) .or. (.not. value .and. a(j,i) * one < t)) then
          if (value) then
            val_ref(i) = a(j,i) * 2 + j
          else
            pos_ref(i) = j
          end if
          exit
        end if
      end do
    end do
  end subroutine reference

  subroutine check ()
    do i = 1, n
      if (pos(i) /= pos_ref(i) .or. val(i) /= val_ref(i) * one) call abort ()
    end do
  end subroutine check

  subroutine grid ()
    do j = 1, n
      do i = 1, n
        if (i == 1 .or. j == 1 .or. i == n .or. j == n) then
          a(i,j) = one
        else
          a(i,j) = 0.01d0 * mod (i * 7 + j * 3, 11) * one
        end if
        b(i,j) = a(i,j)
        c(i,j) = a(i,j)
        d(i,j) = a(i,j)
      end do
    end do
  end subroutine grid

  subroutine compare ()
    do j = 1, n
      do i = 1, n
        if (a(i,j) /= c(i,j) * one) call abort ()
      end do
    end do
  end subroutine compare
end program main
