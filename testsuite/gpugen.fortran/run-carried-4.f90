! run-carried-3.f90 at -O3, where gpugen's pass runs before final value
! replacement (the default integer counter's amount is read from the
! inner loop's counter and latch count): the nests are offloaded and
! match the host reference (three: IPA clones padded at -O3).
! { dg-do run }
! { dg-options "-O3 -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=summary" }
! { dg-prune-output "gpugen: SCoP with" }
! { dg-prune-output "gpugen: loop nest offloaded to the GPU" }

include "run-carried-3.f90"

! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+ offloaded: \\d+ kernels" 3 "gpugen" } }
