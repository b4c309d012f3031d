! atax-modern: y := A^T (A x) in modern Fortran: do concurrent over
! assumed-shape dummies, whole-array initialization.

#ifdef BENCH_REF
#define ATAX_MODERN_MOD atax_modern_ref_mod
#define ATAX_MODERN atax_modern_ref
#else
#define ATAX_MODERN_MOD atax_modern_mod
#define ATAX_MODERN atax_modern
#endif

module ATAX_MODERN_MOD
  implicit none
  private
  public :: ATAX_MODERN
contains

  ! Y (n) := A^T (A X) for A (m x n) and X (n); TMP (m) receives A X.
  ! Each element of TMP and of Y is an independent dot product.
  subroutine ATAX_MODERN (a, x, y, tmp)
    real(8), intent(in) :: a(:,:), x(:)
    real(8), intent(out) :: y(:), tmp(:)
    integer :: i, j

    tmp = 0
    do concurrent (i = 1:size (a, 1))
      do j = 1, size (a, 2)
        tmp(i) = tmp(i) + a(i, j) * x(j)
      end do
    end do
    y = 0
    do concurrent (j = 1:size (a, 2))
      do i = 1, size (a, 1)
        y(j) = y(j) + a(i, j) * tmp(i)
      end do
    end do
  end subroutine ATAX_MODERN

end module ATAX_MODERN_MOD

#ifndef BENCH_REF
program atax_modern_bench
  use bench_mod
  use atax_modern_mod
  use atax_modern_ref_mod
  implicit none
  real(8), allocatable :: a(:,:), x(:), y(:), tmp(:), y_ref(:), tmp_ref(:)
  integer :: n, m, i, j

  call bench_init ("atax-modern-f90")
  n = bench_size (256, 12000)
  m = n - n / 5
  allocate (a(m, n), x(n), y(n), tmp(m), y_ref(n), tmp_ref(m))
  do j = 1, n
    x(j) = 1d0 + dble (mod (j, 7)) / 7d0
    do i = 1, m
      a(i, j) = dble (mod (i + 3 * j, 29)) / (29d0 * n)
    end do
  end do

  call bench_start ()
  call atax_modern (a, x, y, tmp)
  call bench_stop ()

  call atax_modern_ref (a, x, y_ref, tmp_ref)
  ! Relative 1e-6: sums of products of positive values.
  call bench_check (y, y_ref, size (y, kind = c_size_t), 1d-6)
  call bench_check (tmp, tmp_ref, size (tmp, kind = c_size_t), 1d-6)
  call bench_finish ()
end program atax_modern_bench
#endif
