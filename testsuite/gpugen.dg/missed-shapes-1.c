/* One buffer read as float and as double, through pointer arithmetic on
   a void pointer: the remark names the pointer the user wrote, not a
   compiler temporary.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed" } */

double out[1024];

void
f (const void *p, int fl, long count)
{
  for (long k = 0; k < count; k++) /* { dg-missed "loop nest not a SCoP: memory reference not supported .* \\(an access to .p. at line 13\\)" } */
    out[k] = fl ? ((const float *) p)[k] : ((const double *) p)[k];
}
