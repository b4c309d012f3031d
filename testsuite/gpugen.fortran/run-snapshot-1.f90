! Snapshots (gpugen-snapshot.cc), run: triangular products in place in
! real(8) with explicit-shape dummies, b(n,m) := op(a) * b, column i of
! b being row i of the product.  trmm_down finishes the columns from the
! last one down to 1 and reads columns k < i, trmm_up from 1 up and
! reads columns k > i: in both those reads see b's values from before
! the nest, get a read-only snapshot of b, and the columns run in
! parallel.  The results match host references for sizes with whole
! tiles and ragged edges, one column, and none.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" }
! { dg-final { scan-tree-dump-times "read-only snapshot b_\[0-9\]+_snap: \[0-9\]+ -> \[0-9\]+ parallel loops" 2 "gpugen" } }

module run_snapshot_1
  implicit none
  ! Relative tolerance of the comparison with the host reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine trmm_down (m, n, alpha, a, b)
    integer, intent(in) :: m, n
    real(8), intent(in) :: alpha, a(m,m)
    real(8), intent(inout) :: b(n,m)
    integer :: i, j, k
    do i = m, 1, -1
      do j = 1, n
        b(j,i) = b(j,i) * a(i,i)
      end do
      do k = 1, i - 1
        do j = 1, n
          b(j,i) = b(j,i) + a(k,i) * b(j,k)
        end do
      end do
      do j = 1, n
        b(j,i) = b(j,i) * alpha
      end do
    end do
  end subroutine trmm_down

  subroutine trmm_down_ref (m, n, alpha, a, b)
    integer, intent(in) :: m, n
    real(8), intent(in) :: alpha, a(m,m)
    real(8), intent(inout) :: b(n,m)
    integer :: i, j, k
    do i = m, 1, -1
      do j = 1, n
        b(j,i) = b(j,i) * one * a(i,i)
      end do
      do k = 1, i - 1
        do j = 1, n
          b(j,i) = b(j,i) + a(k,i) * one * b(j,k)
        end do
      end do
      do j = 1, n
        b(j,i) = b(j,i) * one * alpha
      end do
    end do
  end subroutine trmm_down_ref

  subroutine trmm_up (m, n, a, b)
    integer, intent(in) :: m, n
    real(8), intent(in) :: a(m,m)
    real(8), intent(inout) :: b(n,m)
    integer :: i, j, k
    do i = 1, m
      do j = 1, n
        b(j,i) = b(j,i) * a(i,i)
      end do
      do k = i + 1, m
        do j = 1, n
          b(j,i) = b(j,i) + a(i,k) * b(j,k)
        end do
      end do
    end do
  end subroutine trmm_up

  subroutine trmm_up_ref (m, n, a, b)
    integer, intent(in) :: m, n
    real(8), intent(in) :: a(m,m)
    real(8), intent(inout) :: b(n,m)
    integer :: i, j, k
    do i = 1, m
      do j = 1, n
        b(j,i) = b(j,i) * one * a(i,i)
      end do
      do k = i + 1, m
        do j = 1, n
          b(j,i) = b(j,i) + a(i,k) * one * b(j,k)
        end do
      end do
    end do
  end subroutine trmm_up_ref

  ! Abort unless each of the CNT elements of X differs from the same
  ! element of REF by at most TOL times the largest magnitude in REF.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    real(8) :: scale
    integer :: i
    scale = 0
    do i = 1, cnt
      scale = max (scale, abs (ref(i) * one))
    end do
    do i = 1, cnt
      if (.not. (abs (x(i) * one - ref(i)) <= tol * scale)) call abort ()
    end do
  end subroutine check

  ! Run both products on an M x M a and an N x M b.
  subroutine test (m, n)
    integer, intent(in) :: m, n
    real(8), allocatable :: a(:,:), b(:,:), b_ref(:,:)
    integer :: i, j
    allocate (a(m,m), b(n,m), b_ref(n,m))
    do i = 1, m
      do j = 1, m
        a(j,i) = mod (3 * i + 5 * j, 19) / 19d0 * one
      end do
    end do
    do i = 1, m
      do j = 1, n
        b(j,i) = mod (i + 4 * j, 29) / 29d0 - 0.4d0 * one
        b_ref(j,i) = b(j,i)
      end do
    end do
    call trmm_down (m, n, 0.625d0, a, b)
    call trmm_down_ref (m, n, 0.625d0, a, b_ref)
    call check (n * m, b, b_ref)
    call trmm_up (m, n, a, b)
    call trmm_up_ref (m, n, a, b_ref)
    call check (n * m, b, b_ref)
    deallocate (a, b, b_ref)
  end subroutine test
end module run_snapshot_1

program main
  use run_snapshot_1
  implicit none
  call test (nint (97 * one), nint (70 * one))
  call test (nint (23 * one), nint (31 * one))
  call test (nint (1 * one), nint (4 * one))
  call test (nint (5 * one), nint (0 * one))
end program main
