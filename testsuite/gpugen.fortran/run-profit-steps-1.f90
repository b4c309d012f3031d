! Twin of run-profit-steps-1.c: the estimate of a time loop whose exit on
! data is tested on the host counts the steps the region's earlier
! executions ran, where they left sooner than the loop's count
! (runtime/profit.c).  Under a cost model whose device wins each step by
! its launches but loses by its fixed cost (GPUGEN_OFFLOAD_MODEL on the
! emulator), SETTLE ("do t = 1, steps ... if (...) exit", leaving after
! 2 of 300 steps) runs its first execution on the device and the next
! two on the host, and so does SETTLE_WHILE ("do while", no count, 2^52
! steps counted first); MARCH, which runs all 300 steps, stays on the
! device.  Every element matches the host reference (gpugen-off=) after
! each call.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fno-ipa-icf -fplugin-arg-gpugen-off=ref,init" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-set-target-env-var GPUGEN_OFFLOAD "auto" }
! { dg-set-target-env-var GPUGEN_OFFLOAD_MODEL "20,0.8,33,270336,110,20,10,16" }
! { dg-gpugen-expect offload }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.f90:\[0-9\]+ \\(settle\\): host: estimated \[^\r\n\]* \\(2 of 300 steps, the most an earlier execution ran\\)\[\r\n\]+" }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.f90:\[0-9\]+ \\(settle\\): 1 of 3 executions on the device, 2 on the host \\(2 by the estimate\\)\[\r\n\]+" }
! { dg-output "(\[^\r\n\]*\[\r\n\]+)*gpugen: region \[^\r\n\]*run-profit-steps-1.f90:\[0-9\]+ \\(settle_while\\): host: estimated \[^\r\n\]* \\(2 of 4.5e\\+15 steps, the most an earlier execution ran\\)\[\r\n\]+" }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.f90:\[0-9\]+ \\(settle_while\\): 1 of 3 executions on the device, 2 on the host \\(2 by the estimate\\)\[\r\n\]+" }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.f90:\[0-9\]+ \\(march\\): 2 entries, \[^\r\n\]*\[\r\n\]+" }
! { dg-output "gpugen: region \[^\r\n\]*run-profit-steps-1.f90:\[0-9\]+ \\(march\\): device: estimated \[0-9.\]+ us on the device against \[0-9.\]+ ms on the host: 600 launches\[\r\n\]+" }

module run_profit_steps_1
  implicit none
  integer, parameter :: n = 24, steps = 300
  double precision :: a(n, n), b(n, n), ra(n, n), rb(n, n)
contains
  ! Jacobi steps until the element next to the hot corner exceeds TOL.
  subroutine settle (nn, ns, tol)
    integer, value :: nn, ns
    double precision, value :: tol
    integer :: t, i, j
    do t = 1, ns
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                              + a(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          a(i, j) = b(i, j)
        end do
      end do
      if (a(2, 2) > tol) exit
    end do
  end subroutine settle

  ! The same as a loop without a count.
  subroutine settle_while (nn, tol)
    integer, value :: nn
    double precision, value :: tol
    integer :: i, j
    do while (.not. (a(2, 2) > tol))
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                              + a(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          a(i, j) = b(i, j)
        end do
      end do
    end do
  end subroutine settle_while

  ! SETTLE again, as a region of its own.
  subroutine march (nn, ns, tol)
    integer, value :: nn, ns
    double precision, value :: tol
    integer :: t, i, j
    do t = 1, ns
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                              + a(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          a(i, j) = b(i, j)
        end do
      end do
      if (a(2, 2) > tol) exit
    end do
  end subroutine march

  ! The reference (kept on the host), returning the steps run.
  integer function ref (nn, ns, tol)
    integer, value :: nn, ns
    double precision, value :: tol
    integer :: t, i, j
    ref = 0
    do t = 1, ns
      do j = 2, nn - 1
        do i = 2, nn - 1
          rb(i, j) = 0.25d0 * (ra(i - 1, j) + ra(i + 1, j) &
                               + ra(i, j - 1) + ra(i, j + 1))
        end do
      end do
      do j = 2, nn - 1
        do i = 2, nn - 1
          ra(i, j) = rb(i, j)
        end do
      end do
      ref = t
      if (ra(2, 2) > tol) exit
    end do
  end function ref

  ! A hot border, a cold inside.
  subroutine init (nn)
    integer, intent(in) :: nn
    integer :: i, j
    do j = 1, n
      do i = 1, n
        if (i == 1 .or. j == 1 .or. i == nn .or. j == nn) then
          a(i, j) = 1.0d0
        else
          a(i, j) = 0.0d0
        end if
        b(i, j) = 0.5d0 + i - j
      end do
    end do
    ra = a
    rb = b
  end subroutine init
end module run_profit_steps_1

program main
  use run_profit_steps_1
  implicit none
  integer :: k, nn
  nn = 20
  ! A(2, 2) is 0.5 after the first step, 0.625 after the second.
  do k = 1, 3
    call init (nn)
    if (ref (nn, steps, 0.55d0) /= 2) stop 1
    call settle (nn, steps, 0.55d0)
    if (any (a /= ra) .or. any (b /= rb)) stop 2
    call init (nn)
    if (ref (nn, steps, 0.55d0) /= 2) stop 3
    call settle_while (nn, 0.55d0)
    if (any (a /= ra) .or. any (b /= rb)) stop 4
  end do
  do k = 1, 2
    call init (nn)
    if (ref (nn, steps, 2.0d0) /= steps) stop 5
    call march (nn, steps, 2.0d0)
    if (any (a /= ra) .or. any (b /= rb)) stop 6
  end do
end program main
