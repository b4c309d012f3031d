/* Accesses to structure fields.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

struct point { double x, y; } p[100];

void
f (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: memory reference not supported .* \\(an access to .p. at line 11\\)" } */
    p[i].x = p[i].y;
}
