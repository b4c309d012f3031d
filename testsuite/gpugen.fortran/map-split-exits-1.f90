! A region of several loop nests, one of them a loop with several exits,
! on which isl runs past its quota: splitting it into one SCoP per nest
! assumed single exits and crashed (fuzz seed 10307).  A region with
! such a nest is not split; the compile ends normally.
! { dg-do compile }
! { dg-options "-O2 -ffree-line-length-none -w" }

! gpugen fuzz failure: seed 10307, verdict crash.
!    gpugen build: rc 1: /tmp/gpugen-fuzz-4zu0ku4j/prog.f90:102:8: note: gpugen: SCoP with 1 statements, 1 arrays, 0 parallel loops
!    /tmp/gpugen-fuzz-4zu0ku4j/prog.f90:102:8: missed: gpugen: loop nest not offloaded: no parallel loop (a reduction or recurrence alone) (the loop at line 102 carries a dependence on a value computed at line 103)
!    /tmp/gpugen-fuzz-4zu0ku4j/prog.f90:74:8: note: gpugen: SCoP with 1 statements, 1 arrays, 0 parallel loops
!    /tmp/gpugen-fuzz-4zu0ku4j/prog.f90:74:8: missed: gpugen: loop nest not offloaded: no parallel loop (a reduction or recurrence alone) (the loop at line 74 carries a dependence on a value computed at line 75)
!    *** WARNING *** there are active plugins, do not report this as a bug unless you can reproduce it without enabling any plugins.
!    Event                            | Plugins
!    PLUGIN_FINISH_UNIT               | gpugen
!    PLUGIN_FINISH                    | gpugen
!    PLUGIN_ATTRIBUTES                | gpugen
!    during GIMPLE pass: gpugen
!    /tmp/gpugen-fuzz-4zu0ku4j/prog.f90:22:13:
!    
!       22 | subroutine f1 (n, m, tsteps, A1)
!          |             ^
!    internal compiler error: Segmentation fault
!    0x7f28f698304f ???
!    	./signal/../sysdeps/unix/sysv/linux/x86_64/libc_sigaction.c:0
!    0x7f28f6872440 gpugen_split_scop(function*, gpugen_scop*, vec<gpugen_scop*, va_heap, vl_ptr>*, int*)
!    	/work/main/plugin/gpugen-detect.cc:1230
!    0x7f28f686c186 split_after_isl
!    	/work/main/plugin/gpugen.cc:523
!    0x7f28f686cb31 execute
!    	/work/main/plugin/gpugen.cc:580
!    0x7f28f696e249 __libc_start_call_main
!    	../sysdeps/nptl/libc_start_call_main.h:58
!    0x7f28f696e304 __libc_start_main_impl
!    	../csu/libc-start.c:360
!    Please submit a full bug report, with preprocessed source (by using -freport-bug).
!    Please include the complete backtrace with any bug report.
!    See <file:///usr/share/doc/gcc-12/README.Bugs> for instructions.
!    
!    offloaded nests: 0, launches: 0.
!    Build and run:
!      gfortran -O2 -w -ffree-line-length-none prog.f90 -o plain -lm
!      gfortran -O2 -w -ffree-line-length-none -fchecking=1 -fplugin=plugin/gpugen.so -fplugin-arg-gpugen-emulate -fplugin-arg-gpugen-nvcc=none -fopt-info-omp-all prog.f90 -o gpu runtime/libgpugen.a -ldl -lpthread -lm
!      ./plain > a; GPUGEN_EMULATE=1 ./gpu > b; diff a b
!    (run from the top of the gpugen tree; prog.f90 is this file).

! gpugen fuzz program (Fortran), seed 10307.
module fuzz_data
  implicit none
  integer(8) :: A0(0:2*40+2)
  real(8) :: sink_fp(0:0) = 0
  integer(8) :: sink_int(0:0) = 0
end module fuzz_data

subroutine f0 (n, m, tsteps)
  use fuzz_data
  implicit none
  integer, intent(in) :: n, m, tsteps
  integer :: i1, i2
  do i2 = 0, tsteps - 1
    do i1 = 2, m - 3
      A0(2*i1+2) = (iand(int((1 + 2 * i1 + 1 * i1 + 3 * A0(i1+2)), 8), 1023_8))
      A0(i1) = (iand(int((4 * i1 + 1 * A0(m - 1 - i1) + i1), 8), 1023_8))
    end do
  end do
end subroutine f0

subroutine f1 (n, m, tsteps, A1)
  use fuzz_data
  implicit none
  integer, intent(in) :: n, m, tsteps
  integer(8) :: A1(0:m+2, 0:n+2)
  integer :: i3, i4, i5, i6, i7, i8, i9
  do i3 = m - 3, 2, -1
    A0(i3) = (iand(int((A1(m - 1 - i3, 2) + A0(m - 1 - i3)), 8), 1023_8))
    A1(m - 1 - i3, 2) = (iand(int((i3), 8), 1023_8))
  end do
  do i4 = 2, m - 3
    do i5 = i4 + 1, m - 3
      do i6 = 2, m - 3
        A1(i4, 2) = (iand(int((A1(i4, 0) * A1(i5, 2) + 4 * 3), 8), 1023_8))
        A1(i4, 1) = (iand(int((3 * A0(2*i4) + 3), 8), 1023_8))
      end do
    end do
    do i7 = 2, n - 3
      A1(i4, n - 1 - i7) = (iand(int((i4 + 2 * i4), 8), 1023_8))
      do i8 = 2, n - 3
        A0(2*i4) = (iand(int((1 + 2 * A0(i4) + A1(m - 1 - i4, n - 1 - i7) + 4 * A0(i4+1)), 8), 1023_8))
      end do
      do i9 = 2, n - 3
        A1(i4-1, n - 1 - i7) = (iand(int((1 * A1(m - 1 - i4, i7-1) * A1(i4, n - 1 - i7) + A1(2, n - 1 - i9)), 8), 1023_8))
        A1(i4, n - 1 - i9) = (iand(int((1 * A1(m - 1 - i4, n - 1 - i7) * A1(0, i7+1)), 8), 1023_8))
      end do
    end do
  end do
end subroutine f1

subroutine init_double (a, count, salt)
  implicit none
  integer(8), intent(in) :: count
  integer, intent(in) :: salt
  real(8) :: a(0:count-1)
  integer(8) :: k
  integer :: v
  do k = 0, count - 1
    v = int (mod (k * 37 + salt * 11, 101_8)) - 50
    a(k) = v * 0.02d0
  end do
end subroutine init_double

subroutine check_double (name, a, count)
  implicit none
  character(*), intent(in) :: name
  integer(8), intent(in) :: count
  real(8) :: a(0:count-1)
  integer(8) :: k
  real(8) :: s, w
  s = 0
  w = 0
  do k = 0, count - 1
    s = s + a(k)
    w = w + a(k) * real (mod (k, 7_8) + 1, 8)
  end do
  write (*, '(A, A, ES26.17E3, 1X, ES26.17E3)') name, ' fp ', s, w
end subroutine check_double

subroutine init_long (a, count, salt)
  implicit none
  integer(8), intent(in) :: count
  integer, intent(in) :: salt
  integer(8) :: a(0:count-1)
  integer(8) :: k
  integer :: v
  do k = 0, count - 1
    v = int (mod (k * 37 + salt * 11, 101_8)) - 50
    a(k) = iand (v, 1023)
  end do
end subroutine init_long

subroutine check_long (name, a, count)
  implicit none
  character(*), intent(in) :: name
  integer(8), intent(in) :: count
  integer(8) :: a(0:count-1)
  integer(8) :: k
  integer(8) :: h
  h = 0
  do k = 0, count - 1
    h = mod (h * 31 + a(k) + 1024, 1000000007_8)
  end do
  write (*, '(A, A, I0)') name, ' int ', h
end subroutine check_long

program fuzz
  use fuzz_data
  implicit none
  integer :: n, m, tsteps
  integer(8), allocatable :: A1(:,:)
  n = arg (1, 34)
  m = arg (2, 31)
  tsteps = arg (3, 3)
  if (n > 40 .or. m > 40) stop 2
  call init_long (A0, int (((2*40+3)), 8), 0)
  allocate (A1(0:m+2, 0:n+2))
  call init_long (A1, int (((n+3))*((m+3)), 8), 1)
  call f0 (n, m, tsteps)
  call f1 (n, m, tsteps, A1)
  call check_long ('A0', A0, int (((2*40+3)), 8))
  call check_long ('A1', A1, int (((n+3))*((m+3)), 8))
  call check_double ('sink_fp', sink_fp, 1_8)
  call check_long ('sink_int', sink_int, 1_8)
contains
  integer function arg (i, default)
    integer, intent(in) :: i, default
    character(32) :: s
    arg = default
    if (command_argument_count () >= i) then
      call get_command_argument (i, s)
      read (s, *) arg
    end if
  end function arg
end program fuzz
