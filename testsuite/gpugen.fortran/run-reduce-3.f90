! Floating-point sums of a nest, "s = s + a(i,j) * b(i,j)" and sum () of
! a section, are offloaded as partials per row only where GCC may
! reassociate them (-ffast-math; gpugen-reduce.cc), twin of
! run-reduce-3.c: other groupings than the host's, so the sums are
! compared with a relative tolerance of 1e-12 where the terms are
! positive fractions (about 1500 of them: regrouping changes a sum by
! some 1e-13 at most, a missing or doubled term by far more) and exactly
! where every partial sum is an integer below 2^53.
! { dg-do run }
! { dg-options "-O2 -ffast-math" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
module run_reduce_3
  implicit none
  integer, parameter :: n = 43, m = 37
  double precision :: a(n, m), b(n, m)
  integer, volatile :: one = 1
contains
  function dot (nn, mm, s0) result (s)
    integer, value :: nn, mm
    double precision, value :: s0
    double precision :: s
    integer :: i, j
    s = s0
    do j = 1, mm
      do i = 1, nn
        s = s + a(i, j) * b(i, j)
      end do
    end do
  end function dot
  function dot_ref (nn, mm, s0) result (s)
    integer, value :: nn, mm
    double precision, value :: s0
    double precision :: s
    integer :: i, j
    s = s0
    do j = 1, mm
      do i = 1, nn
        s = s + a(i, j) * one * b(i, j)
      end do
    end do
  end function dot_ref
  function total (nn, mm) result (s)
    integer, value :: nn, mm
    double precision :: s
    s = sum (b(1:nn, 1:mm))
  end function total
  function total_ref (nn, mm) result (s)
    integer, value :: nn, mm
    double precision :: s
    integer :: i, j
    s = 0
    do j = 1, mm
      do i = 1, nn
        s = s + b(i, j) * one
      end do
    end do
  end function total_ref
  logical function close (x, y, tol)
    double precision, intent(in) :: x, y, tol
    close = abs (x - y) <= tol * (abs (x) + abs (y) + 1d-300)
  end function close
end module run_reduce_3

program main
  use run_reduce_3
  implicit none
  integer :: i, j, t, k
  integer :: sizes(2, 4)
  double precision :: tol
  sizes = reshape ([n, m, 0, m, n, 0, 1, 1], [2, 4])
  do t = 0, 1
    do j = 1, m
      do i = 1, n
        a(i, j) = mod (i * 37 + j * 101, 2001) * one
        b(i, j) = mod (i * 11 + j * 7, 17) * one
        if (t == 1) then
          a(i, j) = a(i, j) / 997
          b(i, j) = b(i, j) / 13
        end if
      end do
    end do
    tol = t * 1d-12
    do k = 1, 4
      if (.not. close (dot (sizes(1, k), sizes(2, k), 1.5d0), &
                       dot_ref (sizes(1, k), sizes(2, k), 1.5d0), tol)) stop 1
      if (.not. close (total (sizes(1, k), sizes(2, k)), &
                       total_ref (sizes(1, k), sizes(2, k)), tol)) stop 2
    end do
  end do
end program main

! The references and the set-up read a volatile variable.
! { dg-prune-output "not a SCoP: memory reference not supported" }
