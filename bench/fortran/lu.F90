! lu: in-place LU factorization without pivoting, A = L U.

#ifdef BENCH_REF
#define LU_MOD lu_ref_mod
#define LU lu_ref
#else
#define LU_MOD lu_mod
#define LU lu
#endif

module LU_MOD
  implicit none
contains

  ! Overwrite the N x N matrix A with its LU factors: the strict lower
  ! triangle receives the unit lower triangular L (its unit diagonal is
  ! not stored), the upper triangle U.  No pivoting, so A must have
  ! nonsingular leading minors (e.g. be diagonally dominant).
  ! Right-looking, column-oriented form, as an unblocked library routine
  ! does: at step K the part of column K below the pivot is divided by
  ! the pivot, then the outer product of that column with the part of
  ! row K right of the pivot is subtracted from the trailing submatrix,
  ! one column at a time.
  subroutine LU (n, a)
    integer, intent (in) :: n
    double precision, intent (inout) :: a(n, n)
    integer :: i, j, k

    do k = 1, n - 1
       do i = k + 1, n
          a(i, k) = a(i, k) / a(k, k)
       end do
       do j = k + 1, n
          do i = k + 1, n
             a(i, j) = a(i, j) - a(i, k) * a(k, j)
          end do
       end do
    end do
  end subroutine LU

end module LU_MOD

#ifndef BENCH_REF
program lu_bench
  use bench_mod
  use lu_mod
  use lu_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), a_ref(:, :)
  integer :: n, i, j

  call bench_init ("lu-f90")
  n = bench_size (64, 2000)

  ! A nonsymmetric, strictly diagonally dominant matrix, so that the
  ! factorization without pivoting is stable: every off-diagonal element
  ! is below 1/(2N) in magnitude, every diagonal element at least 1.
  allocate (a(n, n))
  do j = 1, n
     do i = 1, n
        if (i == j) then
           a(i, j) = 1d0 + dble (mod (i, 5)) / 10d0
        else
           a(i, j) = (dble (mod (7 * i + 3 * j + 1, 19)) - 9d0) &
                / (20d0 * dble (n))
        end if
     end do
  end do
  allocate (a_ref, source = a)

  call bench_start ()
  call lu (n, a)
  call bench_stop ()

  call lu_ref (n, a_ref)
  ! Relative 1e-6: a cubic factorization of a well-conditioned matrix,
  ! as for the plain products.
  call bench_check (a, a_ref, size (a, kind = c_size_t), 1d-6)
  call bench_finish ()
end program lu_bench
#endif
