! 2mm-modern: D := alpha A B C + beta D in modern Fortran: two matrix
! products through a temporary, do concurrent over the output columns
! of contiguous assumed-shape dummies.

#ifdef BENCH_REF
#define MM2_MODERN_MOD mm2_modern_ref_mod
#define MM2_MODERN mm2_modern_ref
#else
#define MM2_MODERN_MOD mm2_modern_mod
#define MM2_MODERN mm2_modern
#endif

module MM2_MODERN_MOD
  implicit none
  private
  public :: MM2_MODERN
contains

  ! TMP := ALPHA A B, then D := TMP C + BETA D, for A (ni x nk), B
  ! (nk x nj), C (nj x nl), D and TMP conforming.  Each column of an
  ! output is independent of the others.
  subroutine MM2_MODERN (alpha, beta, a, b, c, d, tmp)
    real(8), intent(in) :: alpha, beta
    real(8), contiguous, intent(in) :: a(:,:), b(:,:), c(:,:)
    real(8), contiguous, intent(inout) :: d(:,:)
    real(8), contiguous, intent(out) :: tmp(:,:)
    integer :: i, j, l

    do concurrent (j = 1:size (tmp, 2))
      tmp(:, j) = 0
      do l = 1, size (a, 2)
        do i = 1, size (tmp, 1)
          tmp(i, j) = tmp(i, j) + alpha * a(i, l) * b(l, j)
        end do
      end do
    end do
    do concurrent (j = 1:size (d, 2))
      d(:, j) = beta * d(:, j)
      do l = 1, size (c, 1)
        do i = 1, size (d, 1)
          d(i, j) = d(i, j) + tmp(i, l) * c(l, j)
        end do
      end do
    end do
  end subroutine MM2_MODERN

end module MM2_MODERN_MOD

#ifndef BENCH_REF
program mm2_modern_bench
  use bench_mod
  use mm2_modern_mod
  use mm2_modern_ref_mod
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), c(:,:), d(:,:), tmp(:,:)
  real(8), allocatable :: d_ref(:,:), tmp_ref(:,:)
  real(8), parameter :: alpha = 0.5d0, beta = 1.5d0
  integer :: n, ni, nj, nk, nl, i, j

  call bench_init ("2mm-modern-f90")
  n = bench_size (48, 1200)
  ni = n
  nj = n + n / 4
  nk = n - n / 4
  nl = n + n / 8
  allocate (a(ni, nk), b(nk, nj), c(nj, nl), d(ni, nl), tmp(ni, nj))
  allocate (tmp_ref(ni, nj))
  do j = 1, nk
    do i = 1, ni
      a(i, j) = dble (mod (i + 2 * j, 17)) / 17d0
    end do
  end do
  do j = 1, nj
    do i = 1, nk
      b(i, j) = dble (mod (3 * i + j + 1, 19)) / 19d0 - 0.5d0
    end do
  end do
  do j = 1, nl
    do i = 1, nj
      c(i, j) = dble (mod (i + 5 * j, 23)) / 23d0
    end do
  end do
  do j = 1, nl
    do i = 1, ni
      d(i, j) = dble (mod (7 * i + j, 11)) / 11d0
    end do
  end do
  allocate (d_ref, source = d)

  call bench_start ()
  call mm2_modern (alpha, beta, a, b, c, d, tmp)
  call bench_stop ()

  call mm2_modern_ref (alpha, beta, a, b, c, d_ref, tmp_ref)
  ! Relative 1e-6: plain products.
  call bench_check (d, d_ref, size (d, kind = c_size_t), 1d-6)
  call bench_check (tmp, tmp_ref, size (tmp, kind = c_size_t), 1d-6)
  call bench_finish ()
end program mm2_modern_bench
#endif
