! Register tiling (gpugen-register.cc) in Fortran: c = c + a * b with
! explicit-shape dummies, the k loop outside the i loop so that c stays
! in memory, in real(4) and real(8); each thread keeps 8 x 2 elements
! of c in registers across the sequential tile loop.  Ragged sizes
! (partial tiles in every dimension) and square ones that fill the
! tiles; the results match a host reference.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-registers=1" }
! { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" }
! { dg-prune-output "\[^\n\]*optimized: gpugen: loop nest offloaded\[^\n\]*" }

module run_regtile_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host (gpugen
  ! does not model volatile accesses), so the reference and the set-up
  ! stay there whatever gpugen does.
  real(8), volatile :: one = 1
contains
  ! c = c + a * b in real(4).
  subroutine mm4 (n, m, l, a, b, c)
    integer, intent(in) :: n, m, l
    real(4), intent(in) :: a(n,l), b(l,m)
    real(4), intent(inout) :: c(n,m)
    integer :: i, j, k
    do j = 1, m
      do k = 1, l
        do i = 1, n
          c(i,j) = c(i,j) + a(i,k) * b(k,j)
        end do
      end do
    end do
  end subroutine mm4

  ! The same in real(8).
  subroutine mm8 (n, m, l, a, b, c)
    integer, intent(in) :: n, m, l
    real(8), intent(in) :: a(n,l), b(l,m)
    real(8), intent(inout) :: c(n,m)
    integer :: i, j, k
    do j = 1, m
      do k = 1, l
        do i = 1, n
          c(i,j) = c(i,j) + a(i,k) * b(k,j)
        end do
      end do
    end do
  end subroutine mm8

  ! Run mm4 and mm8 on N x M x L and compare with a host reference.
  subroutine test (n, m, l)
    integer, intent(in) :: n, m, l
    real(4), allocatable :: a4(:,:), b4(:,:), c4(:,:)
    real(8), allocatable :: a8(:,:), b8(:,:), c8(:,:), r(:,:)
    real(8) :: scale
    integer :: i, j, k
    allocate (a4(n,l), b4(l,m), c4(n,m), a8(n,l), b8(l,m), c8(n,m), r(n,m))
    do j = 1, l
      do i = 1, n
        a8(i,j) = mod (7 * i + 3 * j, 13) / 13d0 + 0.5d0 * one
        a4(i,j) = real (a8(i,j), 4)
      end do
    end do
    do j = 1, m
      do i = 1, l
        b8(i,j) = mod (5 * i + 11 * j, 16) / 16d0 - 0.25d0 * one
        b4(i,j) = real (b8(i,j), 4)
      end do
    end do
    do j = 1, m
      do i = 1, n
        c8(i,j) = mod (i + j, 4) * one
        c4(i,j) = real (c8(i,j), 4)
        r(i,j) = c8(i,j)
      end do
    end do
    call mm4 (n, m, l, a4, b4, c4)
    call mm8 (n, m, l, a8, b8, c8)
    do j = 1, m
      do k = 1, l
        do i = 1, n
          r(i,j) = r(i,j) + a8(i,k) * one * b8(k,j)
        end do
      end do
    end do
    scale = 0
    do j = 1, m
      do i = 1, n
        scale = max (scale, abs (r(i,j) * one))
      end do
    end do
    do j = 1, m
      do i = 1, n
        if (.not. (abs (c4(i,j) * one - r(i,j)) <= 1d-5 * scale)) call abort ()
        if (.not. (abs (c8(i,j) * one - r(i,j)) <= 1d-12 * scale)) call abort ()
      end do
    end do
    deallocate (a4, b4, c4, a8, b8, c8, r)
  end subroutine test
end module run_regtile_1

program main
  use run_regtile_1
  implicit none
  call test (nint (131 * one), nint (70 * one), nint (45 * one))
  call test (nint (128 * one), nint (64 * one), nint (64 * one))
end program main
