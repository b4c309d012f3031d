! The host's memory term of a time loop tested on the host counts the
! elements the region touches once per step (runtime/profit.c): each
! step of the host path reads and writes them again.  The solver of
! run-profit-touched-1.f90 over a 16 x 16 corner, under a cost model
! whose host instances cost almost nothing (GPUGEN_OFFLOAD_MODEL on the
! emulator), so that the host's time is its memory term: 3 steps run on
! the host (0.58 us of memory a step against the copies' 4.2 us), 400
! steps on the device (232 us against 85).  Counted once, the memory
! term kept 400 steps on the host too.  Every element, and the steps,
! match the host reference (gpugen-off=) after each call.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fno-ipa-icf -fplugin-arg-gpugen-off=ref,init" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-set-target-env-var GPUGEN_OFFLOAD "auto" }
! { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "0,0,33,270336,10,20,0.001,16" }
! { dg-gpugen-expect offload }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-2.f90:\[0-9\]+ \\(solve\\): 1 entry, \[^\r\n\]*\[\r\n\]+" }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-2.f90:\[0-9\]+ \\(solve\\): device: estimated \[0-9.\]+ us on the device against \[0-9.\]+ us on the host: \[^\r\n\]*\[\r\n\]+" }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-2.f90:\[0-9\]+ \\(solve\\): host: estimated \[0-9.\]+ us on the device against \[0-9.\]+ us on the host: \[^\r\n\]*\[\r\n\]+" }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-touched-2.f90:\[0-9\]+ \\(solve\\): 1 of 2 executions on the device, 1 on the host \\(1 by the estimate\\)" }

module run_profit_touched_2
  implicit none
  integer, parameter :: nmax = 256
  double precision :: u(0:nmax+1, 0:nmax+1), v(0:nmax+1, 0:nmax+1)
  double precision :: ru(0:nmax+1, 0:nmax+1), rv(0:nmax+1, 0:nmax+1)
contains
  subroutine solve (n, tol, maxit, itout)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: itout
    integer :: i, j, it
    double precision :: err
    do it = 1, maxit
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
      if (err < tol) exit
    end do
    itout = it
  end subroutine solve

  ! The reference (kept on the host).
  subroutine ref (n, tol, maxit, itout)
    integer, intent(in) :: n, maxit
    double precision, intent(in) :: tol
    integer, intent(out) :: itout
    integer :: i, j, it
    double precision :: err
    do it = 1, maxit
      do j = 1, n
        do i = 1, n
          rv(i, j) = 0.25d0 * (ru(i - 1, j) + ru(i + 1, j) &
                               + ru(i, j - 1) + ru(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, n
        do i = 1, n
          err = max (err, abs (rv(i, j) - ru(i, j)))
          ru(i, j) = rv(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine ref

  ! A hot border around the N x N corner, other values beyond it.
  subroutine init (n)
    integer, intent(in) :: n
    integer :: i, j
    do j = 0, nmax + 1
      do i = 0, nmax + 1
        if (i > n + 1 .or. j > n + 1) then
          u(i, j) = 3.5d0 + i - j
        else if (i == 0 .or. j == 0 .or. i == n + 1 .or. j == n + 1) then
          u(i, j) = 1
        else
          u(i, j) = 0
        end if
        v(i, j) = 0.5d0 + i + j
      end do
    end do
    ru = u
    rv = v
  end subroutine init
end module run_profit_touched_2

program main
  use run_profit_touched_2
  implicit none
  integer :: k, it, rit
  integer :: sizes(2) = [16, 16], steps(2) = [3, 400]
  do k = 1, 2
    call init (sizes(k))
    call ref (sizes(k), 1d-12, steps(k), rit)
    call solve (sizes(k), 1d-12, steps(k), it)
    if (it /= rit .or. any (u /= ru) .or. any (v /= rv)) stop 1
  end do
end program main
