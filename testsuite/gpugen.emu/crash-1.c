/* A kernel that crashes the emulator is named, with the block and the
   thread, before the program dies of the signal.  The crash happens in
   a child process, which the test expects to die of SIGSEGV.  */
/* { dg-do run } */
/* { dg-output "^gpugen: kernel null_deref, block \\(1,0,0\\), thread \\(3,0,0\\) crashed on the emulator: Segmentation fault at address (0x0|\\(nil\\))\[\r\n\]+" } */
/* { dg-output "the child died of SIGSEGV\[\r\n\]*$" } */

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "emu-test.h"

static const char *const names[] = { "null_deref" };
EMU_TEST_IMAGE (image, "crash-1", names)

int
main (void)
{
  void *d_a, *null = NULL, *args[2];
  int status;
  pid_t child;

  fflush (stdout);
  child = fork ();
  CHECK (child >= 0);
  if (child == 0)
    {
      CHECK (__gpugen_device_ready (&image));
      d_a = to_device (NULL, 64);
      args[0] = &d_a;
      args[1] = &null;
      launch_1d (&image, 0, 2, 8, args);
      _exit (0);
    }
  CHECK (waitpid (child, &status, 0) == child);
  CHECK (WIFSIGNALED (status) && WTERMSIG (status) == SIGSEGV);
  printf ("the child died of SIGSEGV\n");
  return 0;
}
