! A masked "do concurrent (i = 1:n, b(i) > 0)" on assumed-shape dummies
! whose bounds the procedure reads: gfortran's mask loop (into a
! malloc'ed temporary) and the body's loop under "if (mask(i))" are one
! SCoP; the body's loads of b(i) and a(i) run in every iteration of the
! kernel, which stores "mask(i) ? sqrt (b(i)) + a(i) : a(i)".  Before,
! the loads in the branch kept the nest on the host ("condition not
! affine").  The results match a host reference, with sizes 0, 1, odd
! and even; the actual a is longer than n, and its elements past n keep
! their values.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_concurrent_mask_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine masked (a, b, n)
    integer :: n, i
    real(8) :: a(:), b(:)
    if (size (a) < n .or. size (b) < n) stop 1
    do concurrent (i = 1:n, b(i) > 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      a(i) = sqrt (b(i)) + a(i)
    end do
  end subroutine masked
end module run_concurrent_mask_1

program main
  use run_concurrent_mask_1
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  integer :: s, n, i
  real(8), allocatable :: a(:), b(:), ra(:)

  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    allocate (a(n+3), b(n), ra(n+3))
    do i = 1, n + 3
      a(i) = (i - 20) * one
      ra(i) = a(i) * one
    end do
    do i = 1, n
      b(i) = (mod (7 * i, 11) - 5) * 0.5d0 * one
      if (b(i) * one > 0) ra(i) = sqrt (b(i) * one) + ra(i) * one
    end do
    call masked (a, b, n)
    do i = 1, n + 3
      if (a(i) /= ra(i) * one) stop 3
    end do
    deallocate (a, b, ra)
  end do
end program main
