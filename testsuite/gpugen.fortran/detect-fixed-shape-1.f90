! Arrays of fixed shape reach GIMPLE linearized: q(i, j) of a real(8)
! q(100, 100) is q[i + 100 * j - 101], which the model took as one-
! dimensional, so that with loops to a run-time n iterations (i, j) and
! (i + 100, j - 1) could write one element and only the inner loop was
! parallel ("1 parallel loops", one launch per column).  Split by the
! constant strides of its counters, with n <= 100 a run-time
! assumption, every loop is parallel: a module array, a derived-type
! component, a 3-D module array and a COMMON array over the inner
! section i = 2 .. n - 1 (within its 50 rows for n <= 51).  Left alone:
! a nest to the extents (the assumption always holds: nothing to gain),
! a recurrence whose dependences remain whatever n, and a one-stride
! subscript x(2 * i).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_fixed_shape_1
  implicit none
  type grid
    integer :: n
    real(8) :: x(100, 100), y(100, 100)
  end type grid
  real(8) :: p(100, 100), q(100, 100)
  real(8) :: u(20, 20, 20), v(20, 20, 20)
contains
  subroutine dfs_module (n)
    integer, intent(in) :: n
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, n
        q(i, j) = 2 * p(i, j) + 1
      end do
    end do
  end subroutine dfs_module

  subroutine dfs_derived (f)
    type(grid), intent(inout) :: f
    integer :: i, j
    do j = 1, f%n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, f%n
        f%y(i, j) = 2 * f%x(i, j) + 1
      end do
    end do
  end subroutine dfs_derived

  subroutine dfs_3d (n)
    integer, intent(in) :: n
    integer :: i, j, k
    do k = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 3 parallel loops" }
      do j = 1, n
        do i = 1, n
          v(i, j, k) = u(i, j, k) + 1
        end do
      end do
    end do
  end subroutine dfs_3d

  subroutine dfs_extents ()
    integer :: i, j
    do j = 1, 100 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, 100
        p(i, j) = q(i, j) * 3
      end do
    end do
  end subroutine dfs_extents

  subroutine dfs_recurrence (n)
    integer, intent(in) :: n
    integer :: i, j
    do j = 2, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 0 parallel loops" }
      do i = 2, n
        q(i, j) = q(i - 1, j) + q(i, j - 1)
      end do
    end do
  end subroutine dfs_recurrence
end module detect_fixed_shape_1

subroutine dfs_common (n)
  implicit none
  integer, intent(in) :: n
  integer :: i, j
  real(8) :: a(50, 80), b(50, 80)
  common /dfs_blk/ a, b
  do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
    do i = 2, n - 1
      b(i, j) = a(i, j) * 3
    end do
  end do
end subroutine dfs_common

subroutine dfs_stride2 (x, n)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: x(200)
  integer :: i
  do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" }
    x(2 * i) = x(2 * i) + 1
  end do
end subroutine dfs_stride2
! { dg-final { scan-tree-dump-times "fixed-shape array q: \\\[100\\\]\\\[100\\\] for \\\[p_\\d+\\\] -> \\\{  : p_\\d+ <= 100 \\\}" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "fixed-shape array y: \\\[100\\\]\\\[100\\\] for \\\[p_\\d+\\\] -> \\\{  : p_\\d+ <= 100 \\\}" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "fixed-shape array v: \\\[20\\\]\\\[20\\\]\\\[20\\\] for \\\[p_\\d+\\\] -> \\\{  : p_\\d+ <= 20 \\\}" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "fixed-shape array b: \\\[80\\\]\\\[50\\\] for \\\[p_\\d+\\\] -> \\\{  : p_\\d+ <= 51 \\\}" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "fixed-shape array" 4 "gpugen" } }
! { dg-prune-output "offloaded to the GPU" }
! { dg-prune-output "gpugen: loop nest" }
