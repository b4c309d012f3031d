! A reduction nest inside an outer loop that starts the scalar again in
! each of its iterations, the scalar used after the outer loop (a
! timing or time loop around "e = 0; do j; do i; e = max (e, ...)", or
! a sum of each step's count): the outer loop's region fails because
! the scalar is used after it and is split into the regions inside it
! (gpugen.cc, split_after_isl; gpugen-detect.cc, gpugen_split_scop),
! whose reductions are offloaded, the outer loop staying on the host.
! Each value must be the reference's (the same loops kept on the host
! by a volatile read), bit for bit, for no, one and many rows and for
! no, one and several steps.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
module run_reduce_outer_1
  implicit none
  integer, parameter :: nn = 37
  double precision :: a(nn, nn), b(nn, nn)
  integer, volatile :: one = 1
contains
  function fa (n, reps) result (e)
    integer, value :: n, reps
    double precision :: e
    integer :: i, j, k
    e = -1
    do k = 1, reps
      e = 0
      do j = 1, n ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \[^\n\]*; reduction of .e." }
        do i = 1, n
          e = max (e, abs (a(i, j) - b(i, j) * k))
        end do
      end do
    end do
  end function fa
  function fa_ref (n, reps) result (e)
    integer, value :: n, reps
    double precision :: e, d
    integer :: i, j, k
    e = -1
    do k = 1, reps
      e = 0
      do j = 1, n
        do i = 1, n
          d = abs (a(i, j) - b(i, j) * k) * one
          if (.not. (e > d)) e = d
        end do
      end do
    end do
  end function fa_ref
  function fb (n, reps) result (s)
    integer, value :: n, reps
    integer(8) :: s, c
    integer :: i, j, k
    s = 0
    do k = 1, reps
      c = 0
      do j = 1, n ! { dg-optimized "loop nest offloaded to the GPU: 1 kernel \[^\n\]*; reduction of .c." }
        do i = 1, n
          if (a(i, j) > 0.1d0 * k) c = c + 1
        end do
      end do
      s = s * 3 + c
    end do
  end function fb
  function fb_ref (n, reps) result (s)
    integer, value :: n, reps
    integer(8) :: s, c
    integer :: i, j, k
    s = 0
    do k = 1, reps
      c = 0
      do j = 1, n
        do i = 1, n
          if (a(i, j) * one > 0.1d0 * k) c = c + 1
        end do
      end do
      s = s * 3 + c
    end do
  end function fb_ref
end module run_reduce_outer_1

program run_reduce_outer_1_main
  use run_reduce_outer_1
  implicit none
  integer :: i, j, n, r
  do j = 1, nn
    do i = 1, nn
      a(i, j) = mod (i * 7 + j * 3, 11) / 7.0d0 - 0.5d0
      b(i, j) = mod (i * j, 5) / 3.0d0
    end do
  end do
  do n = 0, nn, 9
    do r = 0, 3
      if (transfer (fa (n, r), 0_8) /= transfer (fa_ref (n, r), 0_8)) stop 1
      if (fb (n, r) /= fb_ref (n, r)) stop 2
    end do
  end do
end program run_reduce_outer_1_main
! { dg-prune-output "loop nest offloaded to the GPU: 2 kernels" }
