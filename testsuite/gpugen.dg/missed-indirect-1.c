/* A call through a pointer and a computed goto: the remarks name them
   and their lines.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double a[100];

void
f (int n, double (*fp) (double))
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: call to a function with side effects \\(a call through a pointer at line 12\\)" } */
    a[i] = fp (a[i]);
}

void
g (int n, int k)
{
  static void *tab[] = { &&l1, &&l2 };
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: statement not supported .* \\(a computed goto at line \[0-9\]+\\)" } */
    {
      goto *tab[k];
    l1:
      a[i] = 1;
      continue;
    l2:
      a[i] = 2;
    }
}
