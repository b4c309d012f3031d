/* A forked child must not judge its memory by its parent's mappings
   and page tables: the parent examines a copy's range (untouched.c
   opens /proc/self/maps and /proc/self/pagemap), forks, and the child
   maps a file privately over an anonymous range B that the parent
   never touched, drops the file's pages from the page cache (so that
   mincore shows them not resident) and copies B to the device.  In the
   parent's files B is anonymous and absent; in the child's it is a
   file, whose bytes must be read.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "region-test.h"

int
main (void)
{
  const long hi = (8L << 20) / sizeof (float);
  float *a = mmap (NULL, hi * sizeof *a, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  float *b = mmap (NULL, hi * sizeof *b, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  int status;
  pid_t pid;
  long i;

  CHECK (a != MAP_FAILED && b != MAP_FAILED);
  /* The parent zeroes A's blocks on the device: the descriptors are
     open.  */
  CHECK (region_add_one (a, 0, hi, 256) == 1);
  for (i = 0; i < hi; i++)
    CHECK (a[i] == 1);
  fflush (stdout);
  pid = fork ();
  CHECK (pid >= 0);
  if (pid == 0)
    {
      char path[] = "/var/tmp/gpugen-untouched-5-XXXXXX";
      int fd = mkstemp (path);
      float *c = malloc (hi * sizeof *c);

      CHECK (fd >= 0 && c != NULL);
      unlink (path);
      for (i = 0; i < hi; i++)
	c[i] = (float) (i % 1009);
      CHECK (write (fd, c, hi * sizeof *c) == (ssize_t) (hi * sizeof *c));
      CHECK (fdatasync (fd) == 0);
      CHECK (mmap (b, hi * sizeof *b, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_FIXED, fd, 0) == b);
      CHECK (posix_fadvise (fd, 0, 0, POSIX_FADV_DONTNEED) == 0);
      CHECK (region_add_one (b, 0, hi, 256) == 1);
      for (i = 0; i < hi; i++)
	CHECK (b[i] == (float) (i % 1009) + 1);
      _exit (0);
    }
  CHECK (waitpid (pid, &status, 0) == pid);
  CHECK (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  printf ("done\n");
  return 0;
}
