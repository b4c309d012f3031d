! Counters that the outer loop also steps after the inner loop (the
! forms of detect-carried-3.f90): "k = k + 1" after the inner loop, with
! a separator stored through it, over explicit-shape dummies, and
! "k = k + 3" with an integer(8) k over assumed-shape dummies.  Each
! nest is offloaded and matches a host reference that indexes by the
! closed form (so that no counter of its own is closed by the stage
! under test), for extents 0, 1, odd and even (n = 0 with m > 0 runs
! the outer loop alone, which still steps the counter), and b's
! elements past the written ones keep their values.
! (run-carried-4.f90 runs this at -O3.)
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_carried_3
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine separated (a, b, n, m)
    integer :: n, m, i, j, k
    real(8) :: a(n,m), b((n+1)*m)
    k = 0
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        k = k + 1
        b(k) = a(i,j) * 2
      end do
      k = k + 1
      b(k) = -j
    end do
  end subroutine separated

  subroutine padded (a, b, n, m)
    integer :: n, m, i, j
    integer(8) :: k
    real(8) :: a(:,:), b(:)
    if (size (a, 1) < n .or. size (a, 2) < m .or. size (b) < (n + 3) * m) stop 1
    k = 0
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        k = k + 1
        b(k) = a(i,j) - i
      end do
      k = k + 3
    end do
  end subroutine padded
end module run_carried_3

program main
  use run_carried_3
  implicit none
  integer :: sizes(5) = [0, 1, 4, 7, 9]
  integer :: s, t, n, m, i, j, q
  real(8), allocatable :: a(:,:), b(:), rb(:)

  do s = 1, size (sizes)
    do t = 1, size (sizes)
      n = nint (sizes(s) * one)
      m = nint (sizes(t) * one)
      allocate (a(n,m), b((n+3)*(m+1)+5), rb((n+3)*(m+1)+5))
      do j = 1, m
        do i = 1, n
          a(i,j) = (i - 3 * j) * 0.5d0 * one
        end do
      end do
      do q = 1, size (b)
        b(q) = q * 0.25d0 * one
        rb(q) = b(q) * one
      end do
      do j = 1, m
        do i = 1, n
          rb((j - 1) * (n + 1) + i) = a(i,j) * 2 * one
        end do
        rb((j - 1) * (n + 1) + n + 1) = -j * one
      end do
      call separated (a, b, n, m)
      do q = 1, size (b)
        if (b(q) /= rb(q) * one) stop 2
      end do
      do j = 1, m
        do i = 1, n
          rb((j - 1) * (n + 3) + i) = (a(i,j) - i) * one
        end do
      end do
      call padded (a, b, n, m)
      do q = 1, size (b)
        if (b(q) /= rb(q) * one) stop 3
      end do
      deallocate (a, b, rb)
    end do
  end do
end program main
