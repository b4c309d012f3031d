/* Rows chosen by parameters rather than counters, as deriche's
   boundary rows: in y[h - 1][j] no counter multiplies the row size w,
   so the offset (h - 1) * w + j gives no stride; the size is guessed
   among the parameters of its non-affine term h * w, preferring the
   one whose assumptions always hold (w: j < w in every iteration).
   In y[i][w - 1], at offset i * w + w - 1, the division by w gives
   [i + 1][-1]; the subscript moves back by a row to [i][w - 1], within
   its row for w >= 2, the only assumption left.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
f (int h, int w, double y[h][w])
{
  for (int j = 0; j < w; j++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
    y[h - 1][j] = y[h - 2][j];
}

void
g (int h, int w, double y[h][w])
{
  for (int i = 0; i < h; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" } */
    y[i][w - 1] = y[i][w - 2];
}

/* { dg-final { scan-tree-dump "write \[^\n\]*S_0\\\[i0\\\] -> y_\[0-9\]+\\\[-1 \\+ h_\[0-9\]+, i0\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "read \[^\n\]*S_0\\\[i0\\\] -> y_\[0-9\]+\\\[-2 \\+ h_\[0-9\]+, i0\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \\\[w_\[0-9\]+, h_\[0-9\]+\\\] -> \\{  :  \\}" "gpugen" } } */
/* { dg-final { scan-tree-dump "write \[^\n\]*S_0\\\[i0\\\] -> y_\[0-9\]+\\\[i0, -1 \\+ w_\[0-9\]+\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "assumptions: \\\[h_\[0-9\]+, w_\[0-9\]+\\\] -> \\{  : w_\[0-9\]+ >= 2 \\}" "gpugen" } } */
