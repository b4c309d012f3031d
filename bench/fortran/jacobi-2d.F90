! jacobi-2d: Jacobi iteration of the 2-D five-point average stencil.

#ifdef BENCH_REF
#define JACOBI_2D_MOD jacobi_2d_ref_mod
#define JACOBI_2D jacobi_2d_ref
#else
#define JACOBI_2D_MOD jacobi_2d_mod
#define JACOBI_2D jacobi_2d
#endif

module JACOBI_2D_MOD
  implicit none
contains

  ! Run STEPS double sweeps of the Jacobi iteration on the N x N grid A,
  ! with B as the second buffer: every interior point of B becomes the
  ! average of the same point of A and its four neighbours, then every
  ! interior point of A the average of B around it.  The boundary rows
  ! and columns of A and B stay fixed.
  subroutine JACOBI_2D (n, steps, a, b)
    integer, intent (in) :: n, steps
    double precision, intent (inout) :: a(n, n), b(n, n)
    integer :: i, j, t

    do t = 1, steps
       do j = 2, n - 1
          do i = 2, n - 1
             b(i, j) = 0.2d0 * (a(i, j) + a(i - 1, j) + a(i + 1, j) &
                  + a(i, j - 1) + a(i, j + 1))
          end do
       end do
       do j = 2, n - 1
          do i = 2, n - 1
             a(i, j) = 0.2d0 * (b(i, j) + b(i - 1, j) + b(i + 1, j) &
                  + b(i, j - 1) + b(i, j + 1))
          end do
       end do
    end do
  end subroutine JACOBI_2D

end module JACOBI_2D_MOD

#ifndef BENCH_REF
program jacobi_2d_bench
  use bench_mod
  use jacobi_2d_mod
  use jacobi_2d_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), b(:, :), a_ref(:, :), b_ref(:, :)
  integer :: n, steps, i, j

  call bench_init ("jacobi-2d-f90")
  n = bench_size (96, 4000)
  steps = bench_size (6, 50)

  allocate (a(n, n), b(n, n))
  do j = 1, n
     do i = 1, n
        a(i, j) = dble (mod (3 * i + 11 * j, 53)) / 53d0
        b(i, j) = dble (mod (i + 2 * j + 3, 29)) / 29d0
     end do
  end do
  allocate (a_ref, source = a)
  allocate (b_ref, source = b)

  call bench_start ()
  call jacobi_2d (n, steps, a, b)
  call bench_stop ()

  call jacobi_2d_ref (n, steps, a_ref, b_ref)
  ! Relative 1e-6: averages of positive values, no error growth.
  call bench_check (a, a_ref, size (a, kind = c_size_t), 1d-6)
  call bench_check (b, b_ref, size (b, kind = c_size_t), 1d-6)
  call bench_finish ()
end program jacobi_2d_bench
#endif
