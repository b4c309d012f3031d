/* Inline assembly.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double y[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: statement not supported .* \\(inline assembly at line 12\\)" } */
    {
      __asm__ volatile ("" ::: "memory");
      y[i] = 0;
    }
}
