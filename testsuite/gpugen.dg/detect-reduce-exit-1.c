/* Convergence loops whose error, a reduction that the exit test reads,
   is read after the loop too (issue 16): "return err;" after a counted
   loop, "*errp = err;" with the steps returned, an integer sum returned,
   and "while (err > tol)" without a count (gpugen-stepcount.cc) are one
   region each, the time loop with its nests (the SCoP's note at the time
   loop's line, no "several exits"), the value they leave the fold of the
   last step tested (gpugen-reduce-exit.cc, the dump's "the value it
   leaves").  Refused with the note, each nest then a region of its own:
   an error also read in the next step ("old = err", a header PHI) and
   one read in the step after the test ("a[0][0] += err").  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define N 64
double a[N][N], b[N][N];

#define SWEEP								\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);

#define ERR								\
  for (int i = 1; i < n - 1; i++)					\
    for (int j = 1; j < n - 1; j++)					\
      {									\
	double d = __builtin_fabs (b[i][j] - a[i][j]);			\
	err = err > d ? err : d;					\
	a[i][j] = b[i][j];						\
      }

double
ret (int n, int maxit, double tol)
{
  double err = -1;
  for (int it = 0; it < maxit; it++) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } .+2 } */
    {
      SWEEP
      err = 0;
      ERR
      if (err < tol)
	break;
    }
  return err;
}

int
out (int n, int maxit, double tol, double *errp)
{
  double err = 1;
  int it;
  for (it = 0; it < maxit; it++) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } .+2 } */
    {
      SWEEP
      err = 0;
      ERR
      if (err < tol)
	break;
    }
  *errp = err;
  return it;
}

int
sum (int n, int maxit, double tol, int lim)
{
  int cnt = 0;
  for (int it = 0; it < maxit; it++) /* { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } .+2 } */
    {
      SWEEP
      cnt = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    cnt += __builtin_fabs (b[i][j] - a[i][j]) > tol;
	    a[i][j] = b[i][j];
	  }
      if (cnt < lim)
	break;
    }
  return cnt;
}

double
w_return (int n, double tol)
{
  double err = 1e30;
  while (err > tol) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } . } */
    {
      SWEEP
      err = 0;
      ERR
    }
  return err;
}

double
old (int n, int maxit, double tol)
{
  double err = 1, prev = 2;
  for (int it = 0; it < maxit; it++)
    {
      prev = err;
      SWEEP /* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the test reads a reduction that the host cannot fold from partials \\('err' at line 105\\)" } */
      err = 0; /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow" "" { target *-*-* } .-1 } */
      ERR /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } .-2 } */
      if (err < tol)
	break;
    }
  return err + prev;
}

double
used (int n, int maxit, double tol)
{
  double err = 3;
  for (int it = 0; it < maxit; it++)
    {
      SWEEP /* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the test reads a reduction that the host cannot fold from partials \\('err' at line 120\\)" } */
      err = 0; /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow" "" { target *-*-* } .-1 } */
      ERR /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } .-2 } */
      if (err < tol)
	break;
      a[0][0] += err;
    }
  return err;
}

/* { dg-final { scan-tree-dump-times "the value it leaves of err is the fold of the last step tested" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the value it leaves of cnt is the fold of the last step tested" 1 "gpugen" } } */
