! gesummv: sum of two matrix-vector products, y := alpha A x + beta B x.

#ifdef BENCH_REF
#define GESUMMV_MOD gesummv_ref_mod
#define GESUMMV gesummv_ref
#else
#define GESUMMV_MOD gesummv_mod
#define GESUMMV gesummv
#endif

module GESUMMV_MOD
  implicit none
contains

  ! Set Y to ALPHA A X + BETA B X, where A and B are N x N, through the
  ! workspace T (N), which receives A X while Y receives B X.  One sweep
  ! down the columns of A and B forms both products as sums of columns
  ! weighted by X; a last loop combines them.
  subroutine GESUMMV (n, alpha, beta, a, b, x, y, t)
    integer, intent (in) :: n
    double precision, intent (in) :: alpha, beta
    double precision, intent (in) :: a(n, n), b(n, n), x(n)
    double precision, intent (out) :: y(n), t(n)
    integer :: i, j

    do i = 1, n
       t(i) = 0d0
       y(i) = 0d0
    end do
    do j = 1, n
       do i = 1, n
          t(i) = t(i) + a(i, j) * x(j)
          y(i) = y(i) + b(i, j) * x(j)
       end do
    end do
    do i = 1, n
       y(i) = alpha * t(i) + beta * y(i)
    end do
  end subroutine GESUMMV

end module GESUMMV_MOD

#ifndef BENCH_REF
program gesummv_bench
  use bench_mod
  use gesummv_mod
  use gesummv_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), b(:, :), x(:), y(:), t(:), &
       y_ref(:), t_ref(:)
  double precision, parameter :: alpha = 2.5d0, beta = -0.75d0
  integer :: n, i, j

  call bench_init ("gesummv-f90")
  n = bench_size (192, 10000)

  allocate (a(n, n), b(n, n), x(n), y(n), t(n), y_ref(n), t_ref(n))
  do j = 1, n
     do i = 1, n
        a(i, j) = dble (mod (4 * i + 9 * j + 1, 47)) / 47d0
        b(i, j) = dble (mod (i + 6 * j, 23)) / 23d0 - 0.5d0
     end do
  end do
  do j = 1, n
     x(j) = dble (mod (5 * j + 3, 19)) / 19d0
  end do

  call bench_start ()
  call gesummv (n, alpha, beta, a, b, x, y, t)
  call bench_stop ()

  call gesummv_ref (n, alpha, beta, a, b, x, y_ref, t_ref)
  ! Relative 1e-6: plain products.  The workspace T is checked too.
  call bench_check (y, y_ref, size (y, kind = c_size_t), 1d-6)
  call bench_check (t, t_ref, size (t, kind = c_size_t), 1d-6)
  call bench_finish ()
end program gesummv_bench
#endif
