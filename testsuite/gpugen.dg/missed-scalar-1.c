/* A value of a vector type flows between the statements of the nest:
   the remark names its type and line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

typedef double v2 __attribute__ ((vector_size (16)));
v2 va[100];

void
g (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: scalar of unsupported type flows between statements \\(a value of type .v2. at line 14\\)" } */
    {
      v2 t = va[i];
      t = t * t;
      va[i] = t + t;
    }
}
