/* Strided loops counted by hand, the way gfortran counts a DO loop with
   a step, where the count is computed inside the region: between two
   loops of one function from the parameters (down by 3 from n - 1,
   ceil (n / 3) = ((unsigned) n + 2) / 3 iterations, unguarded or, as
   gfortran does, ((unsigned) n - 1) / 3 under the guard n >= 1), and in
   a nest from the outer counter.  The count c only controls its loop
   (control_phi_p in gpugen-model.cc): it is not modelled and is not the
   loop's dimension either (before, the dimension was shifted by c's
   start, an unsigned value over which the counter i's signed evolution
   could not be rewritten: "array subscript not affine").  The count is
   read exactly: "3i0 < n".  The unguarded one wraps for n <= -3 (the
   source would then run 1431655765 iterations): a run-time assumption
   n >= -2 sends those sizes to the host path.  run-stride-2.c runs
   them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
count (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i += 2) /* { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" } */
    a[i] = b[i] + 1;
  int i = n - 1;
  for (unsigned c = ((unsigned) n + 2) / 3; c != 0; c--, i -= 3)
    b[i] = 2 * a[i];
}

void
guarded (int n, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i += 2) /* { dg-note "gpugen: SCoP with 3 statements, 2 arrays, 2 parallel loops" } */
    a[i] = b[i] + 1;
  if (n >= 1)
    {
      int i = n - 1;
      for (unsigned c = ((unsigned) n - 1) / 3; ; c--, i -= 3)
	{
	  b[i] = 2 * a[i];
	  if (c == 0)
	    break;
	}
    }
}

void
tri (int n, double a[n][n])
{
  for (int j = 0; j < n; j++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    {
      int i = n - 1;
      for (unsigned c = ((unsigned) (n - j) + 2) / 3; c != 0; c--, i -= 3)
	a[j][i] *= 2;
    }
}

/* { dg-final { scan-tree-dump-times "\\(bb \[0-9\]+\\): domain \[^\n\]*S_1\\\[i0\\\] : n_\[0-9\]+ <= 2147483647 and i0 >= 0 and 3i0 < n_\[0-9\]+ \}" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\(bb \[0-9\]+\\): domain \[^\n\]*S_2\\\[i0\\\] : n_\[0-9\]+ <= 2147483647 and i0 >= 0 and 3i0 <= -4 \\+ n_\[0-9\]+ \}" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\(bb \[0-9\]+\\): domain \[^\n\]*S_0\\\[i0, i1\\\] : \[^\n\]*i0 >= 0 and i1 >= 0 and 3i1 < n_\[0-9\]+ - i0 \}" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "SCoP 0 assumptions: \\\[n_\[0-9\]+\\\] -> .  : n_\[0-9\]+ >= -2 " 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "dimension shifted by" "gpugen" } } */
