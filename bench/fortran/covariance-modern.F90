! covariance-modern: the sample covariance matrix in modern Fortran:
! array syntax for the means and the centering, do concurrent over the
! entries of assumed-shape dummies.

#ifdef BENCH_REF
#define COVARIANCE_MODERN_MOD covariance_modern_ref_mod
#define COVARIANCE_MODERN covariance_modern_ref
#else
#define COVARIANCE_MODERN_MOD covariance_modern_mod
#define COVARIANCE_MODERN covariance_modern
#endif

module COVARIANCE_MODERN_MOD
  implicit none
  private
  public :: COVARIANCE_MODERN
contains

  ! COV (m x m) := the covariance of the M variables observed N times in
  ! OBS (n x m, a column per variable), normalized by N - 1.  MEAN (m)
  ! receives the column means and OBS is centered in place.  Every
  ! entry of COV is computed, both triangles: each is an independent
  ! dot product of two centered columns.
  subroutine COVARIANCE_MODERN (obs, mean, cov)
    real(8), intent(inout) :: obs(:,:)
    real(8), intent(out) :: mean(:), cov(:,:)
    integer :: i, j, k, n, m

    n = size (obs, 1)
    m = size (obs, 2)
    mean = 0
    do j = 1, m
      do k = 1, n
        mean(j) = mean(j) + obs(k, j)
      end do
    end do
    mean = mean / n
    do concurrent (j = 1:m)
      obs(:, j) = obs(:, j) - mean(j)
    end do
    do concurrent (j = 1:m, i = 1:m)
      cov(i, j) = 0
      do k = 1, n
        cov(i, j) = cov(i, j) + obs(k, i) * obs(k, j)
      end do
      cov(i, j) = cov(i, j) / (n - 1)
    end do
  end subroutine COVARIANCE_MODERN

end module COVARIANCE_MODERN_MOD

#ifndef BENCH_REF
program covariance_modern_bench
  use bench_mod
  use covariance_modern_mod
  use covariance_modern_ref_mod
  implicit none
  real(8), allocatable :: obs(:,:), mean(:), cov(:,:)
  real(8), allocatable :: obs_ref(:,:), mean_ref(:), cov_ref(:,:)
  integer :: n, m, i, j

  call bench_init ("covariance-modern-f90")
  m = bench_size (48, 1400)
  n = m + m / 2
  allocate (obs(n, m), mean(m), cov(m, m), mean_ref(m), cov_ref(m, m))
  do j = 1, m
    do i = 1, n
      obs(i, j) = dble (mod (i * (j + 1), 31)) / 31d0 + dble (j) / m
    end do
  end do
  allocate (obs_ref, source = obs)

  call bench_start ()
  call covariance_modern (obs, mean, cov)
  call bench_stop ()

  call covariance_modern_ref (obs_ref, mean_ref, cov_ref)
  ! Relative 1e-6: dot products of centered data, compared against the
  ! largest entry.
  call bench_check (cov, cov_ref, size (cov, kind = c_size_t), 1d-6)
  call bench_check (mean, mean_ref, size (mean, kind = c_size_t), 1d-6)
  call bench_finish ()
end program covariance_modern_bench
#endif
