/* Exits on data that run code of their own, and loops around nests that
   stop on data.  The exit's code moves past the search loop's end,
   under a flag that both exits pass to a new join (1 from the exit on
   data, 0 from the counted one), where gpugen-select.cc makes its store
   a select; the search loop becomes a flag (gpugen-exits.cc): it is
   sequential, the loop around it parallel.  A convergence loop stays on
   the host, its remark naming the loop and its exit on data (a note: the error is the step's, no element); its nests
   are split apart where they are offloaded, since the error is used
   after them (remark-liveout-1.c, run-exits-3.c).  An exit whose code
   loads ("b[i][0] += j") is one too (run-exits-5.c).  A miss: a search
   loop inside no other loop (nothing would be parallel; the remark
   names the loop and its exit on data).  A store past the exit to a
   pointer of unknown extent: its host memory is checked at run time.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "offloaded" } */

#define N 48

double a[N][N], b[N][N];
int pos[N];

void
search_store (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 2 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] < t)
	{
	  pos[i] = j;
	  break;
	}
}

int
jacobi (int n, int maxit, double tol)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 39, which leaves on data at line 48\\)" } */
	for (int j = 1; j < n - 1; j++) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 2 parallel loops" "" { target *-*-* } .-1 } */
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]); /* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the test reads a reduction that the host cannot fold from partials \\('err' at line 47\\)" "" { target *-*-* } .-2 } */
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  err += (b[i][j] - a[i][j]) * (b[i][j] - a[i][j]);
      if (err < tol)
	break;
    }
  return it;
}

void
search_two (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 5 statements, 3 arrays, 1 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (a[i][j] < t)
	{
	  pos[i] = j;
	  b[i][0] = b[i][0] + j;
	  break;
	}
}

int
search_1d (int n, double t, int i)
{
  int p = -1;
  for (int j = 0; j < n; j++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow \\(the loop at line 71, which leaves on data at line 72\\)" "" { target *-*-* } .+1 } */
    if (a[i][j] < t)
      {
	p = j;
	break;
      }
  return p;
}

void
search_ptr (int n, double t, int *restrict q)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (a[i][j] < t)
	{
	  q[i] = j;
	  break;
	}
}

/* { dg-final { scan-tree-dump-times "the code of the exit on data of bb \[0-9\]+ \\(bb \[0-9\]+\\) moved past the join, under a flag" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 26 depth 1: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 27 depth 2: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 1 "gpugen" } } */
