/* Time loops whose exit on data is tested on the host (issue 16,
   gpugen-hostexit.cc), in the shapes GCC gives them at -O2: the test in
   the loop's condition ("while (a[c][c] < tol && it < maxit)": one exit
   whose condition combines the count's comparison with the test, "_15 &
   _17"; "for (it = 0; it < maxit && x[k] < tol; it++)", a "break" at
   the top of the body: the test before the step's nests, in the loop's
   header), a test at the end of the body that reads an element moving
   with the step, a monitor the step writes and tests at once ("mon[t] =
   a[c][c]; if (mon[t] > tol) break;", the load shared with the step's
   store), a loop without a count (a step counter of gpugen's own, for
   the model: gpugen-stepcount.cc).  Each is one region, whose SCoP is
   the loop with its nests; the dump says which shape.  Refused, with a
   note that says why (the nests are regions of their own): one whose
   test comes between the step's nests, one whose test reads a value the
   step computes in another block (an error summed by a nest).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define N 64

double a[N][N], b[N][N], x[N], mon[N];
int c = 10;

int
sweep_while (int n, int maxit, double tol)
{
  int it = 0;
  while (a[c][c] < tol && it < maxit)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      it++;
    }
  return it;
}

int
sweep_for (int n, int maxit, double tol, int k)
{
  int it;
  for (it = 0; it < maxit && x[k] < tol; it++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	{
	  for (int j = 1; j < n - 1; j++)
	    a[i][j] = b[i][j];
	  x[i] = a[i][i];
	}
    }
  return it;
}

int
sweep_top (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      if (a[c][c] >= tol)
	break;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
    }
  return t;
}

int
sweep_row (int n, int steps, double tol, int k)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[1 + t][k] > tol)
	break;
    }
  return t;
}

int
sweep_mon (int n, int steps, double tol)
{
  int t;
  for (t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      mon[t] = a[c][c];
      if (mon[t] > tol)
	break;
    }
  return t;
}

int
sweep_nocount (int n, double tol)
{
  int it = 0;
  while (a[c][c] < tol)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      it++;
    }
  return it;
}

void
sweep_between (int n, int steps, double tol)
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 0; i < N; i++)
	for (int j = 1; j < N - 1; j++)
	  b[i][j] = 0.5 * (a[i][j-1] + a[i][j+1]);
      if (b[c][c] > tol)
	break;
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  a[i][j] = b[i][j];
    }
}

int
sweep_err (int n, int maxit, double tol)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    err += (b[i][j] - a[i][j]) * (b[i][j] - a[i][j]);
	    a[i][j] = b[i][j];
	  }
      if (err < tol)
	break;
    }
  return it;
}

/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 28 } */
/* { dg-note "gpugen: SCoP with 3 statements, 3 arrays, 4 parallel loops" "" { target *-*-* } 45 } */
/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 66 } */
/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 82 } */
/* { dg-note "gpugen: SCoP with 3 statements, 3 arrays, 4 parallel loops" "" { target *-*-* } 102 } */
/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" "" { target *-*-* } 119 } */
/* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the test comes between the step's stores, calls or loops \\(at line 140\\)" "" { target *-*-* } 133 } */
/* { dg-missed "gpugen: loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 135, which leaves on data at line 140\\)" "" { target *-*-* } 133 } */
/* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } 137 } */
/* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } 142 } */
/* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the test reads a reduction that the host cannot fold from partials \\('err' at line 161\\)" "" { target *-*-* } 154 } */
/* { dg-missed "gpugen: loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 152, which leaves on data at line 164\\)" "" { target *-*-* } 154 } */
/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } 154 } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostexit\\\] loop \\d+: the exit on data from bb \\d+ is tested on the host \\(3 statements, combined with the count\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is tested on the host \\(1 statements, at the top of the step\\)" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is tested on the host \\(1 statements\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is tested on the host \\(0 statements, 1 shared with the step\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is tested on the host \\(3 statements, combined with a step counter of its own\\)" 1 "gpugen" } } */
