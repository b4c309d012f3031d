/* Nests that stay on the host, for reasons found at each stage (the
   model, the mapping, the CUDA printer, the host code's live-out
   check), each get one "missed:" line and never an "optimized:" one:
   with -fopt-info-omp-all, any other remark is an excess error.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

double x[4096], y[4096];
long double ld[64];

void
recurrence (int n)
{
  for (int i = 1; i < n; i++) /* { dg-missed "loop nest not offloaded: no parallel loop" } */
    x[i] = 0.5 * x[i - 1] + 1; /* { dg-note "gpugen: SCoP with" "" { target *-*-* } .-1 } */
}

void
indirect (int n, int *idx)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: array subscript not affine" } */
    y[idx[i]] = 1;
}

void
long_double (int n)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not offloaded: statement cannot be printed as CUDA" } */
    ld[i] = ld[i] * 2.0L; /* { dg-note "gpugen: SCoP with" "" { target *-*-* } .-1 } */
}

double
live_out (void)
{
  double s = 0;
  for (int i = 0; i < 4096; i++) /* { dg-missed "loop nest not offloaded: scalar computed in the region is used after it" } */
    {
      y[i] = 0.5 * i; /* { dg-note "gpugen: SCoP with" "" { target *-*-* } .-2 } */
      s = y[i];
    }
  return s;
}
