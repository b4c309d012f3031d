! covariance: sample covariance matrix of a set of observations.

#ifdef BENCH_REF
#define COVARIANCE_MOD covariance_ref_mod
#define COVARIANCE covariance_ref
#else
#define COVARIANCE_MOD covariance_mod
#define COVARIANCE covariance
#endif

module COVARIANCE_MOD
  implicit none
contains

  ! Set COV (M x M) to the sample covariance matrix of the N observations
  ! of M variables in OBS (N x M, one variable per column), with the
  ! unbiased 1/(N-1) normalization.  MEAN (M) receives the mean of each
  ! variable, and OBS is centered in place (its column means subtracted)
  ! on the way.  COV(I,J) is the dot product of the centered columns I
  ! and J over N-1; the lower triangle is computed and mirrored.
  subroutine COVARIANCE (n, m, obs, mean, cov)
    integer, intent (in) :: n, m
    double precision, intent (inout) :: obs(n, m)
    double precision, intent (out) :: mean(m), cov(m, m)
    integer :: i, j, k

    do j = 1, m
       mean(j) = 0d0
       do k = 1, n
          mean(j) = mean(j) + obs(k, j)
       end do
       mean(j) = mean(j) / dble (n)
    end do

    do j = 1, m
       do k = 1, n
          obs(k, j) = obs(k, j) - mean(j)
       end do
    end do

    do j = 1, m
       do i = j, m
          cov(i, j) = 0d0
          do k = 1, n
             cov(i, j) = cov(i, j) + obs(k, i) * obs(k, j)
          end do
          cov(i, j) = cov(i, j) / dble (n - 1)
          cov(j, i) = cov(i, j)
       end do
    end do
  end subroutine COVARIANCE

end module COVARIANCE_MOD

#ifndef BENCH_REF
program covariance_bench
  use bench_mod
  use covariance_mod
  use covariance_ref_mod
  implicit none
  double precision, allocatable :: obs(:, :), mean(:), cov(:, :), &
       obs_ref(:, :), mean_ref(:), cov_ref(:, :)
  integer :: n, m, i, j

  call bench_init ("covariance-f90")
  m = bench_size (64, 1500)
  ! More observations than variables.
  n = m + m / 4

  allocate (obs(n, m), mean(m), cov(m, m), mean_ref(m), cov_ref(m, m))
  do j = 1, m
     do i = 1, n
        obs(i, j) = dble (mod (i * (j + 3) + 2 * j, 71)) / 71d0 &
             + dble (mod (j, 6))
     end do
  end do
  allocate (obs_ref, source = obs)

  call bench_start ()
  call covariance (n, m, obs, mean, cov)
  call bench_stop ()

  call covariance_ref (n, m, obs_ref, mean_ref, cov_ref)
  ! Relative 1e-6: sums of products of centered data.
  call bench_check (cov, cov_ref, size (cov, kind = c_size_t), 1d-6)
  call bench_check (mean, mean_ref, size (mean, kind = c_size_t), 1d-6)
  call bench_check (obs, obs_ref, size (obs, kind = c_size_t), 1d-6)
  call bench_finish ()
end program covariance_bench
#endif
