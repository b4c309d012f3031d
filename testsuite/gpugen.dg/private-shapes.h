/* Workspace arrays for the privatization tests (gpugen-private.cc).
   Each function is compiled once with the plugin and, through
   PRIVATE_REF, once more under another name with its loop nests kept
   on the host, as the reference.  */

#ifndef PRIVATE_ATTR
#define PRIVATE_ATTR
#define PRIVATE_NAME(f) f
#endif

/* doitgen: SUM is cleared, accumulated and copied out in every (r, q):
   privatizable along r and q; its final contents are the last row's.  */

PRIVATE_ATTR void
PRIVATE_NAME (workspace) (int nr, int nq, int np, double *a, const double *c4,
			  double *sum)
{
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      {
	for (int p = 0; p < np; p++)
	  sum[p] = 0.0;
	for (int s = 0; s < np; s++)
	  for (int p = 0; p < np; p++)
	    sum[p] += a[(r * nq + q) * np + s] * c4[s * np + p];
	for (int p = 0; p < np; p++)
	  a[(r * nq + q) * np + p] = sum[p];
      }
}

/* T is never cleared: each iteration of i reads the values of the one
   before (a true dependence), so it is not privatizable.  */

PRIVATE_ATTR void
PRIVATE_NAME (exposed) (int n, int m, const double *a, double *b, double *t)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	t[j] = t[j] + a[i * m + j];
      for (int j = 0; j < m; j++)
	b[i * m + j] = 2.0 * t[j];
    }
}

/* W is a workspace of each i, but the last i writes only w[0]: the
   elements the earlier iterations write last stay theirs, so it is not
   privatized.  */

PRIVATE_ATTR void
PRIVATE_NAME (partial) (int n, const double *a, double *b, double *w)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n - i; j++)
	w[j] = a[i * n + j] * 3.0 + j;
      for (int j = 0; j < n - i; j++)
	b[i * n + j] = w[j] - w[n - i - 1 - j];
    }
}

/* A two-dimensional workspace with run-time sizes (delinearized),
   privatizable along i.  */

PRIVATE_ATTR void
PRIVATE_NAME (workspace2) (int n, int m, int l, const double (*a)[m],
			   double (*b)[m], const double *c, double (*w)[l])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	for (int k = 0; k < l; k++)
	  w[j][k] = a[i][j] * (k + 1) + c[k];
      for (int j = 0; j < m; j++)
	{
	  b[i][j] = 0.0;
	  for (int k = 0; k < l; k++)
	    b[i][j] += w[j][k] * c[k];
	}
    }
}

/* A workspace of every (i, j) of a triangle, privatized along i and j:
   the copies are laid out in the box of the triangle, and the last
   iteration (n - 1, n - 1) writes every element.  */

PRIVATE_ATTR void
PRIVATE_NAME (triangle) (int n, int l, const double *a, double *c, double *w)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      {
	for (int k = 0; k < l; k++)
	  w[k] = a[i * l + k] - a[j * l + k];
	c[i * n + j] = 0.0;
	for (int k = 0; k < l; k++)
	  c[i * n + j] += w[k] * w[l - 1 - k];
      }
}

/* A workspace with a recurrence of its own in every i (w[k] from
   w[k - 1]) and read backwards: privatizable along i.  */

PRIVATE_ATTR void
PRIVATE_NAME (chain) (int n, int l, const double *a, double *b, double *w)
{
  for (int i = 0; i < n; i++)
    {
      w[0] = 1.0;
      for (int k = 0; k < l; k++)
	w[k + 1] = a[i * l + k];
      for (int k = 1; k <= l; k++)
	w[k] += 0.5 * w[k - 1];
      for (int k = 0; k < l; k++)
	b[i * l + k] = w[l - k];
    }
}
