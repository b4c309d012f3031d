! A conditional store into an array of a COMMON block, made
! unconditional on trial: the block's components lie inside it (a
! component of MEM_REF[&blk]), so that the store stays inside its array
! for the sizes up to its extent, a run-time check; before, "whose
! store may write outside its array".  A block's record larger than the
! block's declaration would not be seen through.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

subroutine detect_common_1 (n)
  implicit none
  integer :: n, i
  real(8) :: x(100), y(100)
  common /detect_common_1b/ x, y
  do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
    if (y(i) > 0.5d0) x(i) = y(i)
  end do
end subroutine detect_common_1
! { dg-final { scan-tree-dump-times "conditional stores made unconditional, inside their arrays for \\\[\[^\n\]*\\\] -> \\\{  : p_\\d+ <= 100 \\\}" 1 "gpugen" } }
! { dg-prune-output "offloaded to the GPU" }
