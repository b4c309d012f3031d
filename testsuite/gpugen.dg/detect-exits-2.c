/* Exits on data from search loops: the loop runs all its iterations for
   the model, with a flag and the values that leave by the exit captured
   where its condition first holds (gpugen-exits.cc).  The search loop
   carries the flag (sequential), the loop around it is parallel, the
   loads past the exit need the run-time assumption n <= 48 (inside a),
   and the exit comes back for the host code.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "offloaded" } */

#define N 48

double a[N][N];
int pos[N];

void
search (int n, double key)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" } */
    {
      int p = -1;
      for (int j = 0; j < n; j++)
	if (a[i][j] == key)
	  {
	    p = j;
	    break;
	  }
      pos[i] = p;
    }
}

/* { dg-final { scan-tree-dump-times "the exit on data of bb \[0-9\]+ made a flag" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "the exit on data put back" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 19 depth 1: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump "loop at line 22 depth 2: sequential" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 assumptions: \\\[n_\[0-9\]+\\\] -> \\{  : n_\[0-9\]+ <= 48 \\}" "gpugen" } } */
