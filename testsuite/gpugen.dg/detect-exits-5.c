/* Exit code that loads at the exit's position ("col[i] = c[j][i];
   break", "nxt[i] = b[i][j + 1]"): the load runs, for the model, in the
   loop at the exit's test, its value captured as the values the exit
   passes are, and the nests are SCoPs whose loads past the exit stay
   inside their arrays (declared of constant size: a run-time check of
   m).  Through a pointer of unknown size, the load at the position
   would read past the exit where the program does not: checked in host
   memory at run time.  A store at the exit's position ("mark[i][j] = 1;
   break") moves, for the model, into the loop, at the exit's test,
   where it stores "the exit fires here ? 1 : old"; it stays after the
   loop, a miss that says why, where its value is loaded after the loop
   ("mark[i][j] = c[j][i]") or where the exit's code reads what it may
   store before it ("cnt[i] = mark[i][0]; mark[i][j] = 3").
   (run-exits-7.c runs the first two, run-exits-8.c stores.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" } */

#define N 48

double b[N][N + 1], c[N][N], col[N], nxt[N], mark[N][N], cnt[N];

void
column (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 4 statements, 3 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  col[i] = c[j][i];
	  break;
	}
}

void
next (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 4 statements, 2 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  nxt[i] = b[i][j + 1] * 2;
	  break;
	}
}

void
column_ptr (int n, int m, double t, double (*restrict p)[N])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 4 statements, 3 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  col[i] = p[j][i];
	  break;
	}
}

void
store_at (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  mark[i][j] = 1;
	  break;
	}
}

void
store_loaded (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .c. at line 77: a load after a search loop whose value a store at the loop's exit position stores: the store stays after the loop\\)" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  mark[i][j] = c[j][i];
	  break;
	}
}

void
store_between (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-missed "array subscript not affine \\(an access to .mark. at line 90: a store at the position where a search loop left stays after the loop: other code of the exit reads or writes what it may store\\)" } */
    for (int j = 0; j < m; j++)
      if (b[i][j] > t)
	{
	  cnt[i] = mark[i][0];
	  mark[i][j] = 3;
	  break;
	}
}

/* { dg-final { scan-tree-dump-times "a load at the exit's position copied into the loop" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "a store at the exit's position moved into the loop" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 1 "gpugen" } } */
