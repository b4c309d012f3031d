! A loop nest of the main program that fills two allocatable 3-D
! arrays, as a benchmark's set-up does.  The descriptor offset of an
! allocated array, -1 - n - n * n here, reaches the nest as a PHI of two
! equal values (gfortran computes it on both arms of the allocation's
! size check); delinearization reads it through the PHI, so that the
! subscripts are i - 1, j - 1, k - 1 and the run-time check that they
! stay within their rows holds.  Before, the offset was a parameter
! and the check sent the nest to the host.  The reference and the
! comparison stay on the host, so the kernels that run are the nest's.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump" }

module run_alloc3d_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host (gpugen
  ! does not model volatile accesses).
  real(8), volatile :: one = 1
contains
  ! Abort unless the N x N x N arrays A and B hold the values the main
  ! program stores.
  subroutine check (n, a, b)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n,n,n), b(n,n,n)
    integer :: i, j, k
    do k = 1, n
      do j = 1, n
        do i = 1, n
          if (a(i,j,k) * one /= mod (i + 2 * j + 3 * k, 31) / 31d0) &
               call abort ()
          if (b(i,j,k) * one /= mod (4 * i + j + 7 * k + 1, 37) / 37d0) &
               call abort ()
        end do
      end do
    end do
  end subroutine check
end module run_alloc3d_1

program main
  use run_alloc3d_1
  implicit none
  real(8), allocatable :: a(:,:,:), b(:,:,:)
  integer :: i, j, k, n
  n = nint (19 * one)
  allocate (a(n,n,n), b(n,n,n))
  do k = 1, n
    do j = 1, n
      do i = 1, n
        a(i,j,k) = mod (i + 2 * j + 3 * k, 31) / 31d0
        b(i,j,k) = mod (4 * i + j + 7 * k + 1, 37) / 37d0
      end do
    end do
  end do
  call check (n, a, b)
  deallocate (a, b)
end program main

! The subscripts of the nest, relative to the data pointers, are the
! counters themselves.  Each of the two stores is its own statement
! (gpugen-grain.cc), and isl, seeing no dependence between them, gives
! each its own kernel.
! { dg-final { scan-tree-dump-times "S_\[01\]\\\[i0, i1, i2\\\] -> tmp_\[0-9\]+\\\[i0, i1, i2\\\] :" 2 "gpugen" } }
! { dg-final { scan-tree-dump "SCoP 0 offloaded: 2 kernels" "gpugen" } }
