/* fuse takes min or max.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-fuse=most" } */
/* { dg-error "invalid value 'most' for option '-fplugin-arg-gpugen-fuse', expected min or max" "" { target *-*-* } 0 } */
/* { dg-prune-output "failed to initialize plugin" } */

void f (void) {}
