! heat-3d: explicit time stepping of the 3-D heat equation (seven-point
! stencil).

#ifdef BENCH_REF
#define HEAT_3D_MOD heat_3d_ref_mod
#define HEAT_3D heat_3d_ref
#else
#define HEAT_3D_MOD heat_3d_mod
#define HEAT_3D heat_3d
#endif

module HEAT_3D_MOD
  implicit none
contains

  ! Run STEPS double steps of the explicit (forward Euler) scheme for
  ! u_t = nu (u_xx + u_yy + u_zz) on the N x N x N grid A, with B as the
  ! second buffer: every interior point of B becomes the point of A plus
  ! NU times the sum of the second differences of A along the three
  ! axes, then every interior point of A the same of B.  The boundary
  ! faces stay fixed.  Stable for NU <= 1/6.
  subroutine HEAT_3D (n, steps, nu, a, b)
    integer, intent (in) :: n, steps
    double precision, intent (in) :: nu
    double precision, intent (inout) :: a(n, n, n), b(n, n, n)
    integer :: i, j, k, t

    do t = 1, steps
       do k = 2, n - 1
          do j = 2, n - 1
             do i = 2, n - 1
                b(i, j, k) = a(i, j, k) + nu * ( &
                     a(i - 1, j, k) - 2d0 * a(i, j, k) + a(i + 1, j, k) &
                     + a(i, j - 1, k) - 2d0 * a(i, j, k) + a(i, j + 1, k) &
                     + a(i, j, k - 1) - 2d0 * a(i, j, k) + a(i, j, k + 1))
             end do
          end do
       end do
       do k = 2, n - 1
          do j = 2, n - 1
             do i = 2, n - 1
                a(i, j, k) = b(i, j, k) + nu * ( &
                     b(i - 1, j, k) - 2d0 * b(i, j, k) + b(i + 1, j, k) &
                     + b(i, j - 1, k) - 2d0 * b(i, j, k) + b(i, j + 1, k) &
                     + b(i, j, k - 1) - 2d0 * b(i, j, k) + b(i, j, k + 1))
             end do
          end do
       end do
    end do
  end subroutine HEAT_3D

end module HEAT_3D_MOD

#ifndef BENCH_REF
program heat_3d_bench
  use bench_mod
  use heat_3d_mod
  use heat_3d_ref_mod
  implicit none
  double precision, allocatable :: a(:, :, :), b(:, :, :), a_ref(:, :, :), &
       b_ref(:, :, :)
  double precision, parameter :: nu = 0.1d0
  integer :: n, steps, i, j, k

  call bench_init ("heat-3d-f90")
  n = bench_size (20, 256)
  steps = bench_size (4, 20)

  allocate (a(n, n, n), b(n, n, n))
  do k = 1, n
     do j = 1, n
        do i = 1, n
           a(i, j, k) = dble (mod (i + 2 * j + 3 * k, 31)) / 31d0
           b(i, j, k) = dble (mod (4 * i + j + 7 * k + 1, 37)) / 37d0
        end do
     end do
  end do
  allocate (a_ref, source = a)
  allocate (b_ref, source = b)

  call bench_start ()
  call heat_3d (n, steps, nu, a, b)
  call bench_stop ()

  call heat_3d_ref (n, steps, nu, a_ref, b_ref)
  ! Relative 1e-6: convex combinations of positive values (NU <= 1/6),
  ! no error growth.
  call bench_check (a, a_ref, size (a, kind = c_size_t), 1d-6)
  call bench_check (b, b_ref, size (b, kind = c_size_t), 1d-6)
  call bench_finish ()
end program heat_3d_bench
#endif
