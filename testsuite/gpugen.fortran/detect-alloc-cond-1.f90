! Allocatables of a main program whose extent is set before the
! allocate and read by a call on one arm of a branch (issue 16's
! "n = 64; if (command_argument_count () >= 1) then ... read (arg, *)
! n; allocate (a(n,n,n)); a = 1.5d0; print *, sum (a)"), at -O3.  GCC
! scalarizes the descriptors: the strides and the offset reach the
! loops as PHI nodes of the join after the allocation, the constants of
! the arm that keeps n (64, 4096) beside "(long) MAX (n, 0)" and its
! square.  Both nests of a, and of w with lower bounds 0, -2 and 5,
! were "parametric stride" misses; gpugen-descr-realloc.cc's
! phi_offset_anchored writes the PHIs as polys of the first stride (a:
! two PHIs replaced, an identity) or of a loop bound "ub" (w: three,
! each extent "MAX (ub - lb + 1, 0)" read as "ub - lb + 1" under a
! run-time check).  The sums are reductions offloaded under
! -ffast-math.  The rank-2 q was handled before (one stride PHI) and
! stays so.  run-alloc-cond-1.f90 runs such nests.
! { dg-do compile }
! { dg-options "-O3 -ffast-math -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

program detect_alloc_cond_1
  implicit none
  real(8), allocatable :: a(:,:,:), w(:,:,:), q(:,:)
  integer :: n, l, k
  character(len=16) :: arg
  n = 64
  if (command_argument_count () >= 1) then
    call get_command_argument (1, arg); read (arg, *) n
  end if
  allocate (a(n,n,n)); a = 1.5d0 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 3 parallel loops" }
  print *, sum (a) ! { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 1 parallel loops" }
  l = 32
  if (command_argument_count () >= 2) then
    call get_command_argument (2, arg); read (arg, *) l
  end if
  allocate (w(0:l-1,-2:l-3,5:l+4)); w = 2.5d0 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 3 parallel loops" }
  print *, sum (w) ! { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 1 parallel loops" }
  k = 100
  if (command_argument_count () >= 3) then
    call get_command_argument (3, arg); read (arg, *) k
  end if
  allocate (q(k,k)); q = 0.5d0 ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" }
  print *, sum (q) ! { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 1 parallel loops" }
end program detect_alloc_cond_1
! { dg-final { scan-tree-dump-times "the offset's PHIs of the join of \[^\n\]* are polys of it on every path \\(2 replaced, 0 conditions\\)" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "the offset's PHIs of the join of \[^\n\]* are polys of it on every path \\(3 replaced, 1 conditions\\)" 2 "gpugen" } }
! { dg-final { scan-tree-dump-not "parametric stride" "gpugen" } }
