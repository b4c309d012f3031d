! mvt: products with a matrix and its transpose, x1 := x1 + A y1 and
! x2 := x2 + A^T y2.

#ifdef BENCH_REF
#define MVT_MOD mvt_ref_mod
#define MVT mvt_ref
#else
#define MVT_MOD mvt_mod
#define MVT mvt
#endif

module MVT_MOD
  implicit none
contains

  ! Add A Y1 to X1 and A^T Y2 to X2, where A is N x N.  The first loop
  ! nest adds the columns of A weighted by Y1 (an axpy per column); the
  ! second adds to each X2(J) the dot product of column J with Y2.  Both
  ! walk down the contiguous columns of A.
  subroutine MVT (n, a, y1, y2, x1, x2)
    integer, intent (in) :: n
    double precision, intent (in) :: a(n, n), y1(n), y2(n)
    double precision, intent (inout) :: x1(n), x2(n)
    integer :: i, j

    do j = 1, n
       do i = 1, n
          x1(i) = x1(i) + a(i, j) * y1(j)
       end do
    end do

    do j = 1, n
       do i = 1, n
          x2(j) = x2(j) + a(i, j) * y2(i)
       end do
    end do
  end subroutine MVT

end module MVT_MOD

#ifndef BENCH_REF
program mvt_bench
  use bench_mod
  use mvt_mod
  use mvt_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), y1(:), y2(:), x1(:), x2(:), &
       x1_ref(:), x2_ref(:)
  integer :: n, i, j

  call bench_init ("mvt-f90")
  n = bench_size (192, 12000)

  allocate (a(n, n), y1(n), y2(n), x1(n), x2(n))
  do j = 1, n
     do i = 1, n
        a(i, j) = dble (mod (7 * i + 2 * j + 3, 43)) / 43d0 - 0.25d0
     end do
  end do
  do i = 1, n
     y1(i) = dble (mod (i, 5)) / 5d0
     y2(i) = dble (mod (3 * i + 2, 7)) / 7d0 - 0.5d0
     x1(i) = dble (mod (i, 3))
     x2(i) = 1d0 - dble (mod (i, 4)) / 4d0
  end do
  allocate (x1_ref, source = x1)
  allocate (x2_ref, source = x2)

  call bench_start ()
  call mvt (n, a, y1, y2, x1, x2)
  call bench_stop ()

  call mvt_ref (n, a, y1, y2, x1_ref, x2_ref)
  ! Relative 1e-6: plain products.
  call bench_check (x1, x1_ref, size (x1, kind = c_size_t), 1d-6)
  call bench_check (x2, x2_ref, size (x2, kind = c_size_t), 1d-6)
  call bench_finish ()
end program mvt_bench
#endif
