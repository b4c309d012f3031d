/* Fixed-size array members of structures: a grid reached through a
   pointer parameter (g->u[i][j], g->v[i][j]), a static structure, and
   an array member of a member.  Each member is an array of its own, at
   an address computed before the nest; the results match a host
   reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */

#include <stdlib.h>

#define N 48

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the set-up and the reference stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

struct grid
{
  double u[N][N], v[N][N];
  int steps;
};

struct state
{
  int id;
  struct grid g;
};

static struct grid G;

/* One Jacobi sweep of G->v into G->u's interior.  */

static void __attribute__ ((noipa))
sweep (struct grid *g)
{
  for (int i = 1; i < N - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 1; j < N - 1; j++)
      g->u[i][j] = 0.25 * (g->v[i - 1][j] + g->v[i + 1][j] + g->v[i][j - 1]
			   + g->v[i][j + 1]);
}

/* The same on the static G, then a transpose-add on a member of a
   member: one region, two kernels.  */

static void __attribute__ ((noipa))
sweep2 (struct state *s)
{
  for (int i = 1; i < N - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 2 kernels" } */
    for (int j = 1; j < N - 1; j++)
      G.u[i][j] = 0.5 * (G.v[i - 1][j] + G.v[i][j + 1]);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s->g.v[i][j] += s->g.u[j][i];
}

int
main (void)
{
  struct grid *g = calloc (1, sizeof (struct grid));
  struct state *s = calloc (1, sizeof (struct state));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	g->v[i][j] = host ((3 * i + j) % 11);
	G.u[i][j] = host (1);
	G.v[i][j] = host ((i + 5 * j) % 7);
	s->g.u[i][j] = host ((i * j) % 13);
	s->g.v[i][j] = host ((i + j) % 3);
      }
  sweep (g);
  sweep2 (s);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	int in = i > 0 && i < N - 1 && j > 0 && j < N - 1;
	double r1 = (in ? 0.25 * host ((3 * (i - 1) + j) % 11
				      + (3 * (i + 1) + j) % 11
				      + (3 * i + j - 1) % 11
				      + (3 * i + j + 1) % 11) : 0);
	double r2 = (in ? 0.5 * host ((i - 1 + 5 * j) % 7
				     + (i + 5 * (j + 1)) % 7) : 1);
	double r3 = host ((j * i) % 13 + (i + j) % 3);
	if (g->u[i][j] != r1 || G.u[i][j] != r2 || s->g.v[i][j] != r3)
	  abort ();
      }
  free (g);
  free (s);
  return 0;
}
