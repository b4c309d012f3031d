! run-optional-3.f90 at -O3, where the pass runs after loopinit: the
! same nests run on the device and the same sections on the host.  So
! does acc2 with its dummy absent (present () inside the nest): its
! row length and plane size, read from undefined values there, are
! INT_MAX instead (gpugen-descr-optional.cc), so that the assumptions
! that its subscripts stay within them hold; with the undefined values
! themselves, the region ran on the host here (STOP 14).
! { dg-do run }
! { dg-options "-O3 -fno-inline" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(upd2\\): 10 of 15 executions on the device, 5 on the host \\(5 by the run-time checks\\).*" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(low0\\): 1 of 5 executions on the device, 4 on the host \\(4 by the run-time checks\\).*" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(acc2\\): 15 of 20 executions on the device, 5 on the host \\(5 by the run-time checks\\).*" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(upd3\\): 9 of 15 executions on the device, 6 on the host \\(6 by the run-time checks\\)" }
include 'run-optional-3.f90'
