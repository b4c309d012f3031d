! gemm-modern: C := alpha A B + beta C, written in modern Fortran:
! assumed-shape dummies, array syntax on whole columns, a module.

#ifdef BENCH_REF
#define GEMM_MODERN_MOD gemm_modern_ref_mod
#define GEMM_MODERN gemm_modern_ref
#else
#define GEMM_MODERN_MOD gemm_modern_mod
#define GEMM_MODERN gemm_modern
#endif

module GEMM_MODERN_MOD
  implicit none
  private
  public :: GEMM_MODERN
contains

  ! C := ALPHA A B + BETA C for conforming A (ni x nk), B (nk x nj) and
  ! C (ni x nj), whatever their layout.  The whole of C is scaled first;
  ! then column J of C gathers the columns L of A, each times ALPHA
  ! B(L,J), as column operations.
  subroutine GEMM_MODERN (alpha, beta, a, b, c)
    real(8), intent(in) :: alpha, beta
    real(8), intent(in) :: a(:,:), b(:,:)
    real(8), intent(inout) :: c(:,:)
    integer :: j, l

    c = beta * c
    do j = 1, size (c, 2)
      do l = 1, size (a, 2)
        c(:, j) = c(:, j) + (alpha * b(l, j)) * a(:, l)
      end do
    end do
  end subroutine GEMM_MODERN

end module GEMM_MODERN_MOD

#ifndef BENCH_REF
program gemm_modern_bench
  use bench_mod
  use gemm_modern_mod
  use gemm_modern_ref_mod
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), c(:,:), c_ref(:,:)
  real(8), parameter :: alpha = 1.25d0, beta = 0.5d0
  integer :: n, ni, nj, nk, i, j

  call bench_init ("gemm-modern-f90")
  n = bench_size (64, 1600)
  ni = n + n / 8
  nj = n
  nk = n - n / 8
  allocate (a(ni, nk), b(nk, nj), c(ni, nj))
  do j = 1, nk
    do i = 1, ni
      a(i, j) = dble (mod (3 * i + 5 * j, 23)) / 23d0 - 0.5d0
    end do
  end do
  do j = 1, nj
    do i = 1, nk
      b(i, j) = dble (mod (i + 7 * j + 2, 19)) / 19d0
    end do
  end do
  do j = 1, nj
    do i = 1, ni
      c(i, j) = dble (mod (4 * i + j, 13)) / 13d0 - 0.25d0
    end do
  end do
  allocate (c_ref, source = c)

  call bench_start ()
  call gemm_modern (alpha, beta, a, b, c)
  call bench_stop ()

  call gemm_modern_ref (alpha, beta, a, b, c_ref)
  ! Relative 1e-6: a plain product.
  call bench_check (c, c_ref, size (c, kind = c_size_t), 1d-6)
  call bench_finish ()
end program gemm_modern_bench
#endif
