! run-concurrent-mask-2.f90 at -O3, where gpugen's pass runs right after
! loopinit, before final value replacement: the counter's value after
! the inner loop is a loop-closed PHI on an exit edge that loop-closed
! SSA splits (gpugen-carried.cc steps back through the empty forwarder
! to the guard, and scalar evolution computes the inner loop's effect).
! The masked nests (two and three indices, and an inner step of 2, whose
! amount scalar evolution gives as a choice on whether the inner loop
! runs, "count > 0 ? count - 1 + 1 : 1", that gpugen-carried.cc copies)
! are offloaded and match the host reference (masked_size, whose
! descriptor does not size its arrays at -O3, as one region under the
! run-time check of their host memory).
! { dg-do run }
! { dg-options "-O3 -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=summary" }
! { dg-prune-output "gpugen: SCoP with" }
! { dg-prune-output "gpugen: loop nest offloaded to the GPU" }

include "run-concurrent-mask-2.f90"

! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+: 2 statements, 3 arrays, \[46\] parallel loops" 5 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+ offloaded: \\d+ kernels" 5 "gpugen" } }
