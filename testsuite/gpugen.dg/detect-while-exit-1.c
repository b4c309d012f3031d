/* Convergence loops with no count (issues 13 and 16): gpugen gives each
   a step counter of its own for the model (gpugen-stepcount.cc) and
   tests its exit on the host between steps, the loop one region with
   its nests: "while (err > tol)" on a reduction's value, the same with
   the steps counted by the program ("it++", returned), "for (;;)" with
   a "break" at the end of the body, "do ... while (err > tol)", and an
   error returned after the loop (the fold of the last step tested,
   gpugen-reduce-exit.cc).  Refused, with a note that says why: a
   "break" between the step's nests, refused before any counter is added
   (an exit tested on some paths through the step only).  A value the loop
   leaves that is neither from before it nor affine in the counter ("x
   *= 2") is one region here, without offloading; its code generation
   gives it up (run-while-exit-2.c).  The counter is removed in every
   function, as the exit is put back at the end of the pass.  */
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

void
w_while (int n, double tol)
{
  double err = 1e30;
  while (err > tol)
    {
      SWEEP
      err = 0;
      ERR
    }
}

int
w_count (int n, double tol)
{
  double err = 1e30;
  int it = 0;
  while (err > tol)
    {
      SWEEP
      err = 0;
      ERR
      it++;
    }
  return it;
}

int
w_break (int n, double tol)
{
  int it;
  for (it = 0;; it++)
    {
      double err = 0;
      SWEEP
      ERR
      if (err < tol)
	break;
    }
  return it;
}

void
w_do (int n, double tol)
{
  double err;
  do
    {
      SWEEP
      err = 0;
      ERR
    }
  while (err > tol);
}

double
w_return (int n, double tol)
{
  double err = 1e30;
  while (err > tol)
    {
      SWEEP
      err = 0;
      ERR
    }
  return err;
}

double
w_double (int n, double tol)
{
  double err = 1e30, x = 1;
  while (err > tol)
    {
      SWEEP
      err = 0;
      ERR
      x *= 2;
    }
  return x;
}

void
w_between (int n, double tol)
{
  for (;;)
    {
      SWEEP
      if (b[2][2] > tol)
	break;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
    }
}

/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } 39 } */
/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } 52 } */
/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } 71 } */
/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } 87 } */
/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } 94 } */
/* { dg-note "gpugen: SCoP with 7 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } 107 } */
/* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: an exit is tested on some paths through the step only \\(at line 123\\)" "" { target *-*-* } 122 } */
/* { dg-missed "gpugen: loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 122, which leaves on data at line 123\\)" "" { target *-*-* } 122 } */
/* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } 122 } */
/* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } 125 } */
/* { dg-final { scan-tree-dump-times "no exit counts the steps: a step counter is added for the model" 6 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is tested on the host \\(2 statements, combined with a step counter of its own\\)" 6 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the value it leaves of err is the fold of the last step tested" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the step counter is removed, the exit's test is the program's" 6 "gpugen" } } */
