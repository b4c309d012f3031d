/* Arrays read, in part, with their values from before the loop nest,
   for the snapshot tests (gpugen-snapshot.cc).  Each function is
   compiled once with the plugin and, with SNAPSHOT_ATTR and
   SNAPSHOT_NAME redefined, once more under another name with its loop
   nests kept on the host, as the reference.  */

#ifndef SNAPSHOT_ATTR
#define SNAPSHOT_ATTR
#define SNAPSHOT_NAME(f) f
#endif

/* B := ALPHA * A * B with A lower triangular, rows from the last one
   up: row I reads rows K < I of B, which the nest writes only later,
   so those reads see B's values from before the nest and get a
   snapshot; the rows then run in parallel.  */

SNAPSHOT_ATTR void
SNAPSHOT_NAME (trmm_down) (int m, int n, double alpha, double a[m][m],
			   double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      for (int j = 0; j < n; j++)
	b[i][j] *= a[i][i];
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
      for (int j = 0; j < n; j++)
	b[i][j] *= alpha;
    }
}

/* B := A' * B with A lower triangular, rows from the first one down:
   row I reads rows K > I of B, not written yet (a snapshot again).  */

SNAPSHOT_ATTR void
SNAPSHOT_NAME (trmm_up) (int m, int n, double a[m][m], double b[m][n])
{
  for (int i = 0; i < m; i++)
    {
      for (int j = 0; j < n; j++)
	b[i][j] *= a[i][i];
      for (int k = i + 1; k < m; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[k][i] * b[k][j];
    }
}

/* trmm_up with a unit diagonal: the reads of rows K > I, the only
   reads with a snapshot, start at row 1, so the snapshot's buffer is
   filled from an offset.  */

SNAPSHOT_ATTR void
SNAPSHOT_NAME (trmm_up_unit) (int m, int n, double a[m][m], double b[m][n])
{
  for (int i = 0; i < m; i++)
    for (int k = i + 1; k < m; k++)
      for (int j = 0; j < n; j++)
	b[i][j] += a[k][i] * b[k][j];
}

/* Rows from the first one down reading rows K < I, already updated:
   the reads see the nest's own writes (a true recurrence), so there is
   no snapshot, and the rows stay in order.  */

SNAPSHOT_ATTR void
SNAPSHOT_NAME (recurrence) (int m, int n, double a[m][m], double b[m][n])
{
  for (int i = 0; i < m; i++)
    for (int k = 0; k < i; k++)
      for (int j = 0; j < n; j++)
	b[i][j] += a[i][k] * b[k][j];
}

/* As trmm_down, but the rows above P first scale the row below them
   (written by the same iteration of I before row I reads it): the read
   of row K = I - 1 may see that write, so no snapshot.  */

SNAPSHOT_ATTR void
SNAPSHOT_NAME (conditional) (int m, int n, int p, double a[m][m],
			     double b[m][n])
{
  for (int i = m - 1; i >= 0; i--)
    {
      if (i > p && i > 0)
	for (int j = 0; j < n; j++)
	  b[i - 1][j] *= 0.5;
      for (int k = 0; k < i; k++)
	for (int j = 0; j < n; j++)
	  b[i][j] += a[i][k] * b[k][j];
    }
}

/* A one-dimensional shift that reads the element to its right before
   the loop overwrites it (x[i] = x[i] + x[i + 1] in increasing order):
   every read of x[i + 1] sees the value from before the loop, and the
   loop runs in parallel on a snapshot.  */

SNAPSHOT_ATTR void
SNAPSHOT_NAME (shift) (int n, double *x)
{
  for (int t = 0; t < 1; t++)
    for (int i = 0; i < n - 1; i++)
      x[i] = x[i] + 2.0 * x[i + 1];
}
