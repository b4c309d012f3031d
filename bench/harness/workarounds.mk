# workarounds.mk -- per-kernel flags for the gpugen builds of the
# harness, included by bench/Makefile when BENCH_WORKAROUNDS is set
# ("make -C bench bench BENCH_WORKAROUNDS=1").
# Each entry names the plugin problem it works around; delete it once
# the plugin is fixed.
#
# covariance (C and Fortran): the plugin of commit c754df2 ("schedule
# SCoPs with isl ...") does not finish compiling the kernel (killed
# after 5 minutes, after it printed its SCoP line, with the default
# max-isl-operations=350000); with a quota of 50000 the nest is reported
# as missed ("isl failed or ran past its operation quota") and the
# program builds.

$(BUILD)/obj/c/covariance-gpugen.o \
$(BUILD)/obj/fortran/covariance-gpugen.o: \
	GPUGEN_FLAGS += -fplugin-arg-gpugen-max-isl-operations=50000
