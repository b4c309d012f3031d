! 2mm: two chained matrix products, D := alpha A B C + beta D.

#ifdef BENCH_REF
#define TWO_MM_MOD two_mm_ref_mod
#define TWO_MM two_mm_ref
#else
#define TWO_MM_MOD two_mm_mod
#define TWO_MM two_mm
#endif

module TWO_MM_MOD
  implicit none
contains

  ! Overwrite the NI x NL matrix D with ALPHA A B C + BETA D, where A is
  ! NI x NK, B is NK x NJ and C is NJ x NL.  The NI x NJ workspace T
  ! receives ALPHA A B first; then D is scaled by BETA and accumulates
  ! T C.  Both products go one column of the result at a time, adding
  ! multiples of whole columns, so that the innermost loops run down
  ! contiguous columns.
  subroutine TWO_MM (ni, nj, nk, nl, alpha, beta, d, a, b, c, t)
    integer, intent (in) :: ni, nj, nk, nl
    double precision, intent (in) :: alpha, beta
    double precision, intent (inout) :: d(ni, nl)
    double precision, intent (in) :: a(ni, nk), b(nk, nj), c(nj, nl)
    double precision, intent (out) :: t(ni, nj)
    integer :: i, j, l

    do j = 1, nj
       do i = 1, ni
          t(i, j) = 0d0
       end do
       do l = 1, nk
          do i = 1, ni
             t(i, j) = t(i, j) + alpha * a(i, l) * b(l, j)
          end do
       end do
    end do

    do j = 1, nl
       do i = 1, ni
          d(i, j) = beta * d(i, j)
       end do
       do l = 1, nj
          do i = 1, ni
             d(i, j) = d(i, j) + t(i, l) * c(l, j)
          end do
       end do
    end do
  end subroutine TWO_MM

end module TWO_MM_MOD

#ifndef BENCH_REF
program two_mm_bench
  use bench_mod
  use two_mm_mod
  use two_mm_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), b(:, :), c(:, :), d(:, :), &
       t(:, :), d_ref(:, :), t_ref(:, :)
  double precision, parameter :: alpha = 1.25d0, beta = 0.5d0
  integer :: n, ni, nj, nk, nl, i, j

  call bench_init ("2mm-f90")
  n = bench_size (48, 1200)
  ! Four different extents, so that a mix-up shows.
  ni = n
  nj = n - n / 8
  nk = n + n / 8
  nl = n + n / 4

  allocate (a(ni, nk), b(nk, nj), c(nj, nl), d(ni, nl), t(ni, nj))
  do j = 1, nk
     do i = 1, ni
        a(i, j) = dble (mod (i + 4 * j + 1, 27)) / 27d0
     end do
  end do
  do j = 1, nj
     do i = 1, nk
        b(i, j) = dble (mod (6 * i + 5 * j, 25)) / 25d0 - 0.375d0
     end do
  end do
  do j = 1, nl
     do i = 1, nj
        c(i, j) = dble (mod (2 * i + 3 * j + 7, 17)) / 17d0
     end do
  end do
  do j = 1, nl
     do i = 1, ni
        d(i, j) = dble (mod (i + j, 9)) / 9d0 - 0.5d0
     end do
  end do
  allocate (d_ref, source = d)
  allocate (t_ref(ni, nj))

  call bench_start ()
  call two_mm (ni, nj, nk, nl, alpha, beta, d, a, b, c, t)
  call bench_stop ()

  call two_mm_ref (ni, nj, nk, nl, alpha, beta, d_ref, a, b, c, t_ref)
  ! Relative 1e-6: plain products.  The workspace T is checked too.
  call bench_check (d, d_ref, size (d, kind = c_size_t), 1d-6)
  call bench_check (t, t_ref, size (t, kind = c_size_t), 1d-6)
  call bench_finish ()
end program two_mm_bench
#endif
