! heat-3d-modern: explicit heat diffusion on a cube in modern Fortran:
! array syntax on sections of three-dimensional assumed-shape dummies.

#ifdef BENCH_REF
#define HEAT_3D_MODERN_MOD heat_3d_modern_ref_mod
#define HEAT_3D_MODERN heat_3d_modern_ref
#else
#define HEAT_3D_MODERN_MOD heat_3d_modern_mod
#define HEAT_3D_MODERN heat_3d_modern
#endif

module HEAT_3D_MODERN_MOD
  implicit none
  private
  public :: HEAT_3D_MODERN
  ! The diffusion coefficient times the time step over the squared
  ! grid spacing, per axis.
  real(8), parameter :: k = 0.125d0
contains

  ! TSTEPS double steps of explicit diffusion between the grids A and B
  ! (n x n x n): B's interior from A's seven-point neighbourhood, then
  ! A's from B's.  The faces stay.
  subroutine HEAT_3D_MODERN (tsteps, a, b)
    integer, intent(in) :: tsteps
    real(8), intent(inout) :: a(:,:,:), b(:,:,:)
    integer :: t, n

    n = size (a, 1)
    do t = 1, tsteps
      b(2:n-1, 2:n-1, 2:n-1) = a(2:n-1, 2:n-1, 2:n-1) &
           + k * (a(3:n, 2:n-1, 2:n-1) - 2 * a(2:n-1, 2:n-1, 2:n-1) &
                  + a(1:n-2, 2:n-1, 2:n-1)) &
           + k * (a(2:n-1, 3:n, 2:n-1) - 2 * a(2:n-1, 2:n-1, 2:n-1) &
                  + a(2:n-1, 1:n-2, 2:n-1)) &
           + k * (a(2:n-1, 2:n-1, 3:n) - 2 * a(2:n-1, 2:n-1, 2:n-1) &
                  + a(2:n-1, 2:n-1, 1:n-2))
      a(2:n-1, 2:n-1, 2:n-1) = b(2:n-1, 2:n-1, 2:n-1) &
           + k * (b(3:n, 2:n-1, 2:n-1) - 2 * b(2:n-1, 2:n-1, 2:n-1) &
                  + b(1:n-2, 2:n-1, 2:n-1)) &
           + k * (b(2:n-1, 3:n, 2:n-1) - 2 * b(2:n-1, 2:n-1, 2:n-1) &
                  + b(2:n-1, 1:n-2, 2:n-1)) &
           + k * (b(2:n-1, 2:n-1, 3:n) - 2 * b(2:n-1, 2:n-1, 2:n-1) &
                  + b(2:n-1, 2:n-1, 1:n-2))
    end do
  end subroutine HEAT_3D_MODERN

end module HEAT_3D_MODERN_MOD

#ifndef BENCH_REF
program heat_3d_modern_bench
  use bench_mod
  use heat_3d_modern_mod
  use heat_3d_modern_ref_mod
  implicit none
  real(8), allocatable :: a(:,:,:), b(:,:,:), a_ref(:,:,:), b_ref(:,:,:)
  integer :: n, tsteps, i, j, l

  call bench_init ("heat-3d-modern-f90")
  n = bench_size (24, 400)
  tsteps = 4
  if (n > 100) tsteps = 50
  allocate (a(n, n, n), b(n, n, n))
  do l = 1, n
    do j = 1, n
      do i = 1, n
        a(i, j, l) = dble (mod (i + 2 * j + 3 * l, 13)) / 13d0
        b(i, j, l) = a(i, j, l)
      end do
    end do
  end do
  allocate (a_ref, source = a)
  allocate (b_ref, source = b)

  call bench_start ()
  call heat_3d_modern (tsteps, a, b)
  call bench_stop ()

  call heat_3d_modern_ref (tsteps, a_ref, b_ref)
  ! Relative 1e-6: convex combinations of the data.
  call bench_check (a, a_ref, size (a, kind = c_size_t), 1d-6)
  call bench_check (b, b_ref, size (b, kind = c_size_t), 1d-6)
  call bench_finish ()
end program heat_3d_modern_bench
#endif
