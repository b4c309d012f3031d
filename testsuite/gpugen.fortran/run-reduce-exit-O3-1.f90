! run-reduce-exit-3.f90 at -O3 with the solvers inlined into their
! caller (and identical code folded by ICF, so that some references may
! be the solvers themselves here: the -O2 test is the one against host
! references).  The host code of the convergence loops' regions makes
! new blocks; the value a search exit leaves after the loop was computed
! from the step's value, whose definition is in such a block, and the
! region's map of blocks was read past its end for it
! (gpugen_in_region_p): where the bits there happened to be set, the
! value took for one of the region's was computed again, and could not
! be (an internal compiler error in gpugen_host_exit_live_out_value
! under main before session 17).
! { dg-do run }
! { dg-options "-O3 -fchecking=1" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*run-reduce-exit-3.f90:\[0-9\]+ \\(check\\): \[1-9\]\[0-9\]* entr" }
include 'run-reduce-exit-3.f90'
