! jacobi-2d-modern: a five-point Jacobi relaxation in modern Fortran:
! array syntax on sections of contiguous assumed-shape dummies.

#ifdef BENCH_REF
#define JACOBI_2D_MODERN_MOD jacobi_2d_modern_ref_mod
#define JACOBI_2D_MODERN jacobi_2d_modern_ref
#else
#define JACOBI_2D_MODERN_MOD jacobi_2d_modern_mod
#define JACOBI_2D_MODERN jacobi_2d_modern
#endif

module JACOBI_2D_MODERN_MOD
  implicit none
  private
  public :: JACOBI_2D_MODERN
contains

  ! TSTEPS double sweeps over the square grids A and B: B's interior
  ! becomes the average of the five-point neighbourhood in A, then A's
  ! interior the same of B.  The boundary rows and columns stay.
  subroutine JACOBI_2D_MODERN (tsteps, a, b)
    integer, intent(in) :: tsteps
    real(8), contiguous, intent(inout) :: a(:,:), b(:,:)
    integer :: t, n, m

    n = size (a, 1)
    m = size (a, 2)
    do t = 1, tsteps
      b(2:n-1, 2:m-1) = 0.2d0 * (a(2:n-1, 2:m-1) + a(1:n-2, 2:m-1) &
           + a(3:n, 2:m-1) + a(2:n-1, 1:m-2) + a(2:n-1, 3:m))
      a(2:n-1, 2:m-1) = 0.2d0 * (b(2:n-1, 2:m-1) + b(1:n-2, 2:m-1) &
           + b(3:n, 2:m-1) + b(2:n-1, 1:m-2) + b(2:n-1, 3:m))
    end do
  end subroutine JACOBI_2D_MODERN

end module JACOBI_2D_MODERN_MOD

#ifndef BENCH_REF
program jacobi_2d_modern_bench
  use bench_mod
  use jacobi_2d_modern_mod
  use jacobi_2d_modern_ref_mod
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), a_ref(:,:), b_ref(:,:)
  integer :: n, tsteps, i, j

  call bench_init ("jacobi-2d-modern-f90")
  n = bench_size (128, 4000)
  tsteps = 8
  if (n > 1000) tsteps = 100
  allocate (a(n, n), b(n, n))
  do j = 1, n
    do i = 1, n
      a(i, j) = dble (mod (i * j + 3, 17)) / 17d0
      b(i, j) = dble (mod (2 * i + j, 11)) / 11d0
    end do
  end do
  allocate (a_ref, source = a)
  allocate (b_ref, source = b)

  call bench_start ()
  call jacobi_2d_modern (tsteps, a, b)
  call bench_stop ()

  call jacobi_2d_modern_ref (tsteps, a_ref, b_ref)
  ! Relative 1e-6: averages of averages, no cancellation.
  call bench_check (a, a_ref, size (a, kind = c_size_t), 1d-6)
  call bench_check (b, b_ref, size (b, kind = c_size_t), 1d-6)
  call bench_finish ()
end program jacobi_2d_modern_bench
#endif
