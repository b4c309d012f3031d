! gemm: general matrix product, C := alpha A B + beta C.

#ifdef BENCH_REF
#define GEMM_MOD gemm_ref_mod
#define GEMM gemm_ref
#else
#define GEMM_MOD gemm_mod
#define GEMM gemm
#endif

module GEMM_MOD
  implicit none
contains

  ! Overwrite the NI x NJ matrix C with ALPHA A B + BETA C, where A is
  ! NI x NK and B is NK x NJ.  One column of C at a time, as the
  ! reference BLAS does: column J is scaled by BETA, then accumulates
  ! column L of A times ALPHA B(L,J) for every L, so that the innermost
  ! loop runs down contiguous columns.
  subroutine GEMM (ni, nj, nk, alpha, beta, c, a, b)
    integer, intent (in) :: ni, nj, nk
    double precision, intent (in) :: alpha, beta
    double precision, intent (inout) :: c(ni, nj)
    double precision, intent (in) :: a(ni, nk), b(nk, nj)
    integer :: i, j, l

    do j = 1, nj
       do i = 1, ni
          c(i, j) = beta * c(i, j)
       end do
       do l = 1, nk
          do i = 1, ni
             c(i, j) = c(i, j) + alpha * b(l, j) * a(i, l)
          end do
       end do
    end do
  end subroutine GEMM

end module GEMM_MOD

#ifndef BENCH_REF
program gemm_bench
  use bench_mod
  use gemm_mod
  use gemm_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), b(:, :), c(:, :), c_ref(:, :)
  double precision, parameter :: alpha = 0.75d0, beta = -1.5d0
  integer :: n, ni, nj, nk, i, j

  call bench_init ("gemm-f90")
  n = bench_size (64, 1600)
  ! Rectangular, so that a mix-up of the extents shows.
  ni = n
  nj = n + n / 4
  nk = n - n / 4

  allocate (a(ni, nk), b(nk, nj), c(ni, nj))
  do j = 1, nk
     do i = 1, ni
        a(i, j) = dble (mod (2 * i + 9 * j, 31)) / 31d0 - 0.25d0
     end do
  end do
  do j = 1, nj
     do i = 1, nk
        b(i, j) = dble (mod (5 * i + j + 4, 29)) / 29d0
     end do
  end do
  do j = 1, nj
     do i = 1, ni
        c(i, j) = dble (mod (3 * i + 7 * j, 11)) / 11d0 - 0.5d0
     end do
  end do
  allocate (c_ref, source = c)

  call bench_start ()
  call gemm (ni, nj, nk, alpha, beta, c, a, b)
  call bench_stop ()

  call gemm_ref (ni, nj, nk, alpha, beta, c_ref, a, b)
  ! Relative 1e-6: a plain product.
  call bench_check (c, c_ref, size (c, kind = c_size_t), 1d-6)
  call bench_finish ()
end program gemm_bench
#endif
