! syrk: symmetric rank-k update, C := alpha A A^T + beta C (lower
! triangle).

#ifdef BENCH_REF
#define SYRK_MOD syrk_ref_mod
#define SYRK syrk_ref
#else
#define SYRK_MOD syrk_mod
#define SYRK syrk
#endif

module SYRK_MOD
  implicit none
contains

  ! Overwrite the lower triangle of the symmetric N x N matrix C with
  ! that of ALPHA A A^T + BETA C, where A is N x K.  The strict upper
  ! triangle is neither read nor written.  One column of C at a time, as
  ! the reference BLAS does: the part of column J on and below the
  ! diagonal is scaled by BETA, then accumulates the same part of column
  ! L of A times ALPHA A(J,L) for every L.
  subroutine SYRK (n, k, alpha, beta, c, a)
    integer, intent (in) :: n, k
    double precision, intent (in) :: alpha, beta
    double precision, intent (inout) :: c(n, n)
    double precision, intent (in) :: a(n, k)
    integer :: i, j, l

    do j = 1, n
       do i = j, n
          c(i, j) = beta * c(i, j)
       end do
       do l = 1, k
          do i = j, n
             c(i, j) = c(i, j) + alpha * a(j, l) * a(i, l)
          end do
       end do
    end do
  end subroutine SYRK

end module SYRK_MOD

#ifndef BENCH_REF
program syrk_bench
  use bench_mod
  use syrk_mod
  use syrk_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), c(:, :), c_ref(:, :)
  double precision, parameter :: alpha = -1.25d0, beta = 0.75d0
  integer :: n, k, i, j

  call bench_init ("syrk-f90")
  n = bench_size (64, 2000)
  ! A is not square, so that a mix-up of the extents shows.
  k = n - n / 4

  allocate (a(n, k), c(n, n))
  do j = 1, k
     do i = 1, n
        a(i, j) = dble (mod (3 * i + 4 * j + 2, 29)) / 29d0 - 0.25d0
     end do
  end do
  do j = 1, n
     do i = 1, n
        c(i, j) = dble (mod (i * j + 5, 13)) / 13d0
     end do
  end do
  allocate (c_ref, source = c)

  call bench_start ()
  call syrk (n, k, alpha, beta, c, a)
  call bench_stop ()

  call syrk_ref (n, k, alpha, beta, c_ref, a)
  ! Relative 1e-6: a plain product.  The whole of C is compared, so a
  ! write to its upper triangle shows too.
  call bench_check (c, c_ref, size (c, kind = c_size_t), 1d-6)
  call bench_finish ()
end program syrk_bench
#endif
