! fdtd-2d: finite-difference time-domain (Yee) simulation of a 2-D
! transverse electric field with a source along one edge.

#ifdef BENCH_REF
#define FDTD_2D_MOD fdtd_2d_ref_mod
#define FDTD_2D fdtd_2d_ref
#else
#define FDTD_2D_MOD fdtd_2d_mod
#define FDTD_2D fdtd_2d
#endif

module FDTD_2D_MOD
  implicit none
contains

  ! Advance the fields EX, EY and HZ, all NX x NY on a staggered (Yee)
  ! grid, by STEPS time steps.  At step T the edge row I = 1 of EY is set
  ! to the source value SRC(T); then EY and EX are updated from the
  ! differences of HZ along I and along J, scaled by CE, and finally HZ
  ! from the discrete curl of the new E field, scaled by CH.  Stable for
  ! CE * CH <= 1/2.
  subroutine FDTD_2D (nx, ny, steps, ce, ch, src, ex, ey, hz)
    integer, intent (in) :: nx, ny, steps
    double precision, intent (in) :: ce, ch
    double precision, intent (in) :: src(steps)
    double precision, intent (inout) :: ex(nx, ny), ey(nx, ny), hz(nx, ny)
    integer :: i, j, t

    do t = 1, steps
       do j = 1, ny
          ey(1, j) = src(t)
       end do
       do j = 1, ny
          do i = 2, nx
             ey(i, j) = ey(i, j) - ce * (hz(i, j) - hz(i - 1, j))
          end do
       end do
       do j = 2, ny
          do i = 1, nx
             ex(i, j) = ex(i, j) - ce * (hz(i, j) - hz(i, j - 1))
          end do
       end do
       do j = 1, ny - 1
          do i = 1, nx - 1
             hz(i, j) = hz(i, j) - ch * (ex(i, j + 1) - ex(i, j) &
                  + ey(i + 1, j) - ey(i, j))
          end do
       end do
    end do
  end subroutine FDTD_2D

end module FDTD_2D_MOD

#ifndef BENCH_REF
program fdtd_2d_bench
  use bench_mod
  use fdtd_2d_mod
  use fdtd_2d_ref_mod
  implicit none
  double precision, allocatable :: src(:), ex(:, :), ey(:, :), hz(:, :), &
       ex_ref(:, :), ey_ref(:, :), hz_ref(:, :)
  double precision, parameter :: ce = 0.5d0, ch = 0.6d0
  integer :: n, nx, ny, steps, i, j

  call bench_init ("fdtd-2d-f90")
  n = bench_size (96, 4000)
  steps = bench_size (6, 50)
  ! Not square, so that a mix-up of the extents shows.
  nx = n
  ny = n + n / 8

  allocate (src(steps), ex(nx, ny), ey(nx, ny), hz(nx, ny))
  do i = 1, steps
     src(i) = dble (i) / dble (steps)
  end do
  do j = 1, ny
     do i = 1, nx
        ex(i, j) = dble (mod (i + 3 * j, 17)) / 17d0
        ey(i, j) = dble (mod (2 * i + j + 5, 19)) / 19d0 - 0.5d0
        hz(i, j) = dble (mod (5 * i + 4 * j, 23)) / 23d0
     end do
  end do
  allocate (ex_ref, source = ex)
  allocate (ey_ref, source = ey)
  allocate (hz_ref, source = hz)

  call bench_start ()
  call fdtd_2d (nx, ny, steps, ce, ch, src, ex, ey, hz)
  call bench_stop ()

  call fdtd_2d_ref (nx, ny, steps, ce, ch, src, ex_ref, ey_ref, hz_ref)
  ! Relative 1e-4: a long recurrence of differences.
  call bench_check (ex, ex_ref, size (ex, kind = c_size_t), 1d-4)
  call bench_check (ey, ey_ref, size (ey, kind = c_size_t), 1d-4)
  call bench_check (hz, hz_ref, size (hz, kind = c_size_t), 1d-4)
  call bench_finish ()
end program fdtd_2d_bench
#endif
