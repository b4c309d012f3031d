! Accumulators in registers, mapped: bicg's s(j) is kept in a register
! across the i loop by loop invariant motion, and its update and q(i)'s
! are one block whose statement recomputes p(j), read before the loop
! (a forwarded temporary).  Split at its stores all the same, each
! update has its own parallel loop: no kernel is launched from a host
! loop (before: one launch per column, a wavefront), and the kernels
! of one mapped loop are fused, one per nest.
! { dg-do compile }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" }

module map_delicm_1
  implicit none
contains
  subroutine bicg (n, m, a, p, r, q, s)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n,m), p(m), r(n)
    real(8), intent(out) :: q(n), s(m)
    integer :: i, j
    do i = 1, n
      q(i) = 0
    end do
    do j = 1, m
      s(j) = 0
      do i = 1, n
        s(j) = s(j) + r(i) * a(i,j)
        q(i) = q(i) + a(i,j) * p(j)
      end do
    end do
  end subroutine bicg
end module map_delicm_1

! { dg-final { scan-tree-dump-times "SCoP \[01\] offloaded: 1 kernels" 2 "gpugen" } }
! { dg-final { scan-tree-dump "\\\[gpugen-fuse\\\] SCoP 1: kernels fused" "gpugen" } }
! { dg-final { scan-tree-dump-not "kernel \[0-9\]+: \[1-9\] host loops" "gpugen" } }
