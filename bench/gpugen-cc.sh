#!/bin/sh
# gpugen-cc.sh COMPILER ARGS...: run one gpugen compilation of gpubench
# and fail if the generated code did not build.
#
# The plugin runs nvcc (and, with -fplugin-arg-gpugen-emulate, g++ for
# the emulation image) itself; when that fails it only warns and leaves
# the loop nests on the host, so that a user's build goes on.  CUDA that
# nvcc rejects is a gpugen bug, though, so gpubench's build turns that
# warning into a failure: the compiler's output is passed through, and
# the exit status is 1 when it contains
#   gpugen: 'NVCC' failed (...)
#   gpugen: building the emulation image with 'g++' failed (...)
# The warning for nvcc being absent ("nvcc not found") is left alone.

log=$(mktemp "${TMPDIR:-/tmp}/gpugen-cc.XXXXXX") || exit 1
"$@" 2> "$log"
status=$?
cat "$log" >&2
if grep -E -q "gpugen: .* failed \(.*\); the offloaded loop nests|gpugen: building the emulation image with .g\+\+. failed" "$log"; then
  echo "gpugen-cc.sh: the kernels gpugen generated did not compile" \
    "(a gpugen bug): $*" >&2
  status=1
fi
rm -f "$log"
exit $status
