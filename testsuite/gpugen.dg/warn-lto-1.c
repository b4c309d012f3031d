/* With -flto the loops are optimized at link time, where gpugen cannot
   build GPU code: one warning says so and what to do.  */
/* { dg-do compile } */
/* { dg-options "-O2 -flto" } */
/* { dg-warning "gpugen: nothing is offloaded with '-flto', as the loops are optimized at link time, where gpugen cannot build GPU code; compile the files whose loops are to be offloaded without '-flto'" "" { target *-*-* } 0 } */

double y[100];

void
f (void)
{
  for (int i = 0; i < 100; i++)
    y[i] = 2 * i;
}
