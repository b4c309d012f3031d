/* At -Og the loop optimizer does not run and nothing can be offloaded:
   one warning says so and what to do.  */
/* { dg-do compile } */
/* { dg-options "-Og" } */
/* { dg-warning "gpugen: nothing is offloaded at '-Og', where the loop optimizer does not run; compile with '-O2'" "" { target *-*-* } 0 } */

double y[100];

void
f (void)
{
  for (int i = 0; i < 100; i++)
    y[i] = 2 * i;
}
