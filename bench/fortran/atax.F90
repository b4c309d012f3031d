! atax: product with a matrix and its transpose, y := A^T (A x).

#ifdef BENCH_REF
#define ATAX_MOD atax_ref_mod
#define ATAX atax_ref
#else
#define ATAX_MOD atax_mod
#define ATAX atax
#endif

module ATAX_MOD
  implicit none
contains

  ! Set Y (N) to A^T A X, where A is M x N and X has N elements, through
  ! the workspace T (M), which receives A X.  A X is formed as a sum of
  ! the columns of A weighted by X; each element of A^T T is the dot
  ! product of a column of A with T.  Both loop nests walk down the
  ! contiguous columns of A.
  subroutine ATAX (m, n, a, x, y, t)
    integer, intent (in) :: m, n
    double precision, intent (in) :: a(m, n), x(n)
    double precision, intent (out) :: y(n), t(m)
    integer :: i, j

    do i = 1, m
       t(i) = 0d0
    end do
    do j = 1, n
       do i = 1, m
          t(i) = t(i) + a(i, j) * x(j)
       end do
    end do

    do j = 1, n
       y(j) = 0d0
       do i = 1, m
          y(j) = y(j) + a(i, j) * t(i)
       end do
    end do
  end subroutine ATAX

end module ATAX_MOD

#ifndef BENCH_REF
program atax_bench
  use bench_mod
  use atax_mod
  use atax_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), x(:), y(:), t(:), y_ref(:), &
       t_ref(:)
  integer :: m, n, i, j

  call bench_init ("atax-f90")
  n = bench_size (192, 12000)
  ! More rows than columns, so that a mix-up of the extents shows.
  m = n + n / 8

  allocate (a(m, n), x(n), y(n), t(m), y_ref(n), t_ref(m))
  do j = 1, n
     do i = 1, m
        a(i, j) = dble (mod (5 * i + 3 * j + 2, 37)) / 37d0 - 0.5d0
     end do
  end do
  do j = 1, n
     x(j) = 1d0 + dble (mod (j, 7)) / 7d0
  end do

  call bench_start ()
  call atax (m, n, a, x, y, t)
  call bench_stop ()

  call atax_ref (m, n, a, x, y_ref, t_ref)
  ! Relative 1e-6: plain products.  The workspace T is checked too.
  call bench_check (y, y_ref, size (y, kind = c_size_t), 1d-6)
  call bench_check (t, t_ref, size (t, kind = c_size_t), 1d-6)
  call bench_finish ()
end program atax_bench
#endif
