/* An unknown plugin argument is an error, reported without a location,
   and GCC then refuses the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-bogus" } */
/* { dg-error "unknown option '-fplugin-arg-gpugen-bogus'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int
f (int x)
{
  return x + 1;
}
