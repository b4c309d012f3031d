/* Compiled and linked with -flto, the loops are optimized at link time,
   in lto1, where gpugen builds no GPU code: each nest there gets one
   missed remark that says so and what to do (and no other).  */
/* { dg-do link } */
/* { dg-options "-O2 -flto -fopt-info-omp-missed" } */
/* { dg-warning "gpugen: nothing is offloaded with '-flto'" "" { target *-*-* } 0 } */

double y[100];

int
main (void)
{
  for (int i = 0; i < 100; i++) /* { dg-missed "gpugen: loop nest not offloaded: no GPU code under link-time optimization \\(compile its file without -flto\\)" } */
    y[i] = 2 * i;
  return y[5] != 10;
}
