! bicg: the two matrix-vector products of a BiCG step, q := A p and
! s := A^T r.

#ifdef BENCH_REF
#define BICG_MOD bicg_ref_mod
#define BICG bicg_ref
#else
#define BICG_MOD bicg_mod
#define BICG bicg
#endif

module BICG_MOD
  implicit none
contains

  ! Set Q (N) to A P and S (M) to A^T R, where A is N x M, P has M
  ! elements and R has N.  One sweep down the columns of A does both:
  ! column J gives S(J) as its dot product with R and adds P(J) times
  ! itself to Q.
  subroutine BICG (n, m, a, p, r, q, s)
    integer, intent (in) :: n, m
    double precision, intent (in) :: a(n, m), p(m), r(n)
    double precision, intent (out) :: q(n), s(m)
    integer :: i, j

    do i = 1, n
       q(i) = 0d0
    end do
    do j = 1, m
       s(j) = 0d0
       do i = 1, n
          s(j) = s(j) + r(i) * a(i, j)
          q(i) = q(i) + a(i, j) * p(j)
       end do
    end do
  end subroutine BICG

end module BICG_MOD

#ifndef BENCH_REF
program bicg_bench
  use bench_mod
  use bicg_mod
  use bicg_ref_mod
  implicit none
  double precision, allocatable :: a(:, :), p(:), r(:), q(:), s(:), &
       q_ref(:), s_ref(:)
  integer :: n, m, i, j

  call bench_init ("bicg-f90")
  n = bench_size (192, 12000)
  ! Fewer columns than rows, so that a mix-up of the extents shows.
  m = n - n / 8

  allocate (a(n, m), p(m), r(n), q(n), s(m), q_ref(n), s_ref(m))
  do j = 1, m
     do i = 1, n
        a(i, j) = dble (mod (i + 8 * j + 5, 41)) / 41d0
     end do
  end do
  do j = 1, m
     p(j) = dble (mod (3 * j, 13)) / 13d0 - 0.5d0
  end do
  do i = 1, n
     r(i) = dble (mod (2 * i + 1, 11)) / 11d0
  end do

  call bench_start ()
  call bicg (n, m, a, p, r, q, s)
  call bench_stop ()

  call bicg_ref (n, m, a, p, r, q_ref, s_ref)
  ! Relative 1e-6: plain products.
  call bench_check (q, q_ref, size (q, kind = c_size_t), 1d-6)
  call bench_check (s, s_ref, size (s, kind = c_size_t), 1d-6)
  call bench_finish ()
end program bicg_bench
#endif
