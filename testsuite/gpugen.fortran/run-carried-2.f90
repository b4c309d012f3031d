! run-carried-1.f90 at -O3 under -fno-tree-scev-cprop, where no final
! value replacement runs before gpugen's pass: the counter's value after the inner loop is the inner
! loop's own integer counter, whose effect scalar evolution computes in
! unsigned arithmetic around the outer counter and then cannot follow;
! gpugen-carried.cc reads the amount, n, from the inner counter and the
! inner loop's latch count.  The nests (and the clones IPA makes of
! them at -O3) are offloaded and match the host reference; the
! counters of the main program's reference loops are closed too (eight
! in all; those nests stay on the host, reading a volatile).
! { dg-do run }
! { dg-options "-O3 -fno-tree-scev-cprop -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=details" }
! { dg-prune-output "gpugen: SCoP with" }
! { dg-prune-output "gpugen: loop nest offloaded to the GPU" }

include "run-carried-1.f90"

! { dg-final { scan-tree-dump-times "\\\[gpugen-carried\\\] loop \\d+: counter k_\\d+ steps by \[^\n\]*\\(from the inner loop's signed counter and its latch count\\)" 8 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+ offloaded: \\d+ kernels" 5 "gpugen" } }
