! The host code of run-reduce-exit-3.f90's regions (GPUGEN_OFFLOAD=never):
! the stores of the error that the model's view takes out of the loop
! (gpugen-reduce-exit.cc) are back where the program makes them, in
! every step or on each way out, and the results are the reference's
! bit for bit.
! { dg-do run }
! { dg-options "-O2 -fno-ipa-icf -fno-inline -fplugin-arg-gpugen-off=dsolve_ref,asolve_ref,wsolve_ref,gsolve_ref,init" }
! { dg-set-target-env-var GPUGEN_OFFLOAD "never" }
! { dg-gpugen-expect host }
include 'run-reduce-exit-3.f90'
