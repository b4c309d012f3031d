! run-time-exit-3.f90 at -O3: each loop whose tested element moves with
! the step (in its function and where -O3 inlines it) is one region
! whose time loop runs on the host, none given up, with the results of
! the host references.
! { dg-do run }
! { dg-options "-O3 -fplugin-arg-gpugen-dump=summary" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }

include 'run-time-exit-3.f90'

! { dg-final { scan-tree-dump "is tested on the host" "gpugen" } }
! { dg-final { scan-tree-dump-not "the time loop runs on the host" "gpugen" } }
