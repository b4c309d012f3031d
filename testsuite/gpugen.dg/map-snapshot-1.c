/* Snapshots (gpugen-snapshot.cc), mapped: gpubench's trmm, rows from
   the last one up, reads rows k < i of B before the nest writes them;
   with those reads on a read-only snapshot of B, the rows run in
   parallel and each of the three kernels maps two loops (the product
   is tiled, the snapshot read from shared memory like A), where
   without it (map-snapshot-2.c) only the columns are mapped.  The
   same for the product by A' with the rows in increasing order, which
   reads rows k > i.  The note names the array with the snapshot; the
   dump gives the reads and the parallel loops gained.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "\[^\n\]*missed: statement clobbers memory\[^\n\]*" } */

void
trmm (int m, int n, double alpha, double a[m][m], double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      for (int j = 0; j < n; j++) /* { dg-optimized "loop nest offloaded to the GPU: 3 kernels \\(2 loops mapped to blocks of 32x8 threads; 2 loops mapped to blocks of 32x8 threads, tiled \[0-9x\]+ \[^;\]*shared: a_\[0-9\]+ b_\[0-9\]+_snap\[^;\]*; 2 loops mapped to blocks of 32x8 threads\\)" } */
	/* { dg-note "gpugen: SCoP with 3 statements, 2 arrays, 4 parallel loops, 1 run-time alias check, a read-only snapshot of 'b' at line 21 for the reads that see only its values from before the nest" "" { target *-*-* } .-1 } */
	b[i][j] *= a[i][i];
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= alpha;
    }
}

void
trmm_up (int m, int n, double a[m][m], double b[m][n])
{
  for (int i = 0; i < m; i++)
    {
      for (int j = 0; j < n; j++)
	b[i][j] *= a[i][i];
      for (int k = i + 1; k < m; k++) /* { dg-optimized "loop nest offloaded to the GPU: 2 kernels \\(2 loops mapped to blocks of 32x8 threads; 2 loops mapped to blocks of 32x8 threads, tiled \[^;\]*shared: a_\[0-9\]+ b_\[0-9\]+_snap" } */
	/* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 3 parallel loops, 1 run-time alias check, a read-only snapshot of 'b' at line 36 " "" { target *-*-* } .-1 } */
	for (int j = 0; j < n; j++)
	  b[i][j] += a[k][i] * b[k][j];
    }
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-snapshot\\\] SCoP 0: b_\[0-9\]+: reads at line 21 \[^\n\]*, at line 24 \[^\n\]* see only values from before the region \\(no write of the region can reach them\\); read-only snapshot b_\[0-9\]+_snap: 3 -> 4 parallel loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "read-only snapshot b_\[0-9\]+_snap: 2 -> 3 parallel loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "transfer b_\[0-9\]+_snap: \[^\n\]*, snapshot filled on the device" 2 "gpugen" } } */
