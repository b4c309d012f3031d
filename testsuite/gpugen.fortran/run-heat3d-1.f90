! heat-3d, the seven-point stencil of the 3-D heat equation in a time
! loop, in real(8), in a module procedure with explicit-shape dummies
! a(n,m,l), b(n,m,l) of three different extents.  gfortran computes the
! stride of their third dimension as MAX (m * MAX (n, 0), 0), which
! delinearization reads as m * MAX (n, 0) under the assumption m >= 0,
! checked at run time; before, the nest was not a SCoP ("parametric
! stride").  The set-up and the reference stay on the host, so the
! kernels that run are the stencil's.  The grids match the reference.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump" }

module run_heat3d_1
  implicit none
  ! Relative tolerance of the comparison with the host reference,
  ! against the largest magnitude of the reference: the GPU may contract
  ! a * b + c into a fused multiply-add.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host (gpugen
  ! does not model volatile accesses), so the reference and the set-up
  ! stay there whatever gpugen does.
  real(8), volatile :: one = 1
contains
  ! Run tsteps double steps: every interior point of b from a, then of
  ! a from b; the boundary faces are fixed.
  subroutine heat_3d (tsteps, n, m, l, nu, a, b)
    integer, intent(in) :: tsteps, n, m, l
    real(8), intent(in) :: nu
    real(8), intent(inout) :: a(n,m,l), b(n,m,l)
    integer :: t, i, j, k
    do t = 1, tsteps
      do k = 2, l - 1
        do j = 2, m - 1
          do i = 2, n - 1
            b(i,j,k) = a(i,j,k) + nu * (a(i-1,j,k) + a(i+1,j,k) &
                 + a(i,j-1,k) + a(i,j+1,k) + a(i,j,k-1) + a(i,j,k+1) &
                 - 6 * a(i,j,k))
          end do
        end do
      end do
      do k = 2, l - 1
        do j = 2, m - 1
          do i = 2, n - 1
            a(i,j,k) = b(i,j,k) + nu * (b(i-1,j,k) + b(i+1,j,k) &
                 + b(i,j-1,k) + b(i,j+1,k) + b(i,j,k-1) + b(i,j,k+1) &
                 - 6 * b(i,j,k))
          end do
        end do
      end do
    end do
  end subroutine heat_3d

  subroutine heat_3d_ref (tsteps, n, m, l, nu, a, b)
    integer, intent(in) :: tsteps, n, m, l
    real(8), intent(in) :: nu
    real(8), intent(inout) :: a(n,m,l), b(n,m,l)
    integer :: t, i, j, k
    do t = 1, tsteps
      do k = 2, l - 1
        do j = 2, m - 1
          do i = 2, n - 1
            b(i,j,k) = a(i,j,k) * one + nu * (a(i-1,j,k) + a(i+1,j,k) &
                 + a(i,j-1,k) + a(i,j+1,k) + a(i,j,k-1) + a(i,j,k+1) &
                 - 6 * a(i,j,k))
          end do
        end do
      end do
      do k = 2, l - 1
        do j = 2, m - 1
          do i = 2, n - 1
            a(i,j,k) = b(i,j,k) * one + nu * (b(i-1,j,k) + b(i+1,j,k) &
                 + b(i,j-1,k) + b(i,j+1,k) + b(i,j,k-1) + b(i,j,k+1) &
                 - 6 * b(i,j,k))
          end do
        end do
      end do
    end do
  end subroutine heat_3d_ref

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
end module run_heat3d_1

program main
  use run_heat3d_1
  implicit none
  real(8), allocatable :: a(:,:,:), b(:,:,:), a_ref(:,:,:), b_ref(:,:,:)
  integer :: i, j, k, n, m, l, tsteps
  n = nint (23 * one)
  m = nint (17 * one)
  l = nint (12 * one)
  tsteps = nint (3 * one)
  allocate (a(n,m,l), b(n,m,l), a_ref(n,m,l), b_ref(n,m,l))
  do k = 1, l
    do j = 1, m
      do i = 1, n
        a(i,j,k) = mod (i + 2 * j + 3 * k, 31) / 31d0 * one
        b(i,j,k) = mod (4 * i + j + 7 * k + 1, 37) / 37d0 * one
        a_ref(i,j,k) = a(i,j,k)
        b_ref(i,j,k) = b(i,j,k)
      end do
    end do
  end do
  call heat_3d (tsteps, n, m, l, 0.1d0 * one, a, b)
  call heat_3d_ref (tsteps, n, m, l, 0.1d0 * one, a_ref, b_ref)
  call check (n * m * l, a, a_ref)
  call check (n * m * l, b, b_ref)
  deallocate (a, b, a_ref, b_ref)
end program main

! The stencil's nest is a SCoP with both dummies in three dimensions,
! and gets a device path.
! { dg-final { scan-tree-dump-times "delinearized array \[ab\]_\[0-9\]+: 3 dimensions" 2 "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 offloaded: \[0-9\]+ kernels" "gpugen" } }
