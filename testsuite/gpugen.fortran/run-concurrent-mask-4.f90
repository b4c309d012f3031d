! A masked "do concurrent" nested in another loop: gfortran allocates
! the mask's temporary before the mask's loop and frees it after the
! body's, in every iteration of the outer loop, and the calls kept the
! whole nest on the host (only the inner nest was offloaded).
! gpugen-temps.cc moves the malloc before the outer loop and the free
! after it (the size is the same in every iteration, and the pointer
! does not leave its iteration), and gpugen-private.cc gives each
! iteration of the outer loop its own copy of the temporary on the
! device.  An outer "do concurrent" around a masked one with two
! indices, and one with one index; a time loop around a masked one,
! whose iterations depend on each other (the time loop stays
! sequential).  The nests are offloaded whole (one SCoP each, the
! outer loop in it; gfortran gives a nest within an outer "do
! concurrent" the inner one's line) and match a host reference, with
! extents 0, 1 and odd in every position, the actual arrays larger
! than the extents.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-dump=details" }
! { dg-prune-output "gpugen: SCoP with" }

module run_concurrent_mask_4
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine nested2 (x, y, n, m, l)
    integer :: n, m, l, i, j, k
    real(8) :: x(:,:,:), y(:,:,:)
    if (size (x, 1) < n .or. size (x, 2) < m .or. size (x, 3) < l) stop 1
    if (size (y, 1) < n .or. size (y, 2) < m .or. size (y, 3) < l) stop 2
    do concurrent (k = 1:l)
      do concurrent (j = 1:m, i = 1:n, x(i,j,k) > 0.5d0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        y(i,j,k) = x(i,j,k) * 2 + y(i,j,k) + k
      end do
    end do
  end subroutine nested2

  subroutine nested1 (x, y, n, m)
    integer :: n, m, i, j
    real(8) :: x(:,:), y(:,:)
    if (size (x, 1) < n .or. size (x, 2) < m) stop 3
    if (size (y, 1) < n .or. size (y, 2) < m) stop 4
    do concurrent (j = 1:m)
      do concurrent (i = 1:n, x(i,j) < 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        y(i,j) = y(i,j) - x(i,j) * j
      end do
    end do
  end subroutine nested1

  subroutine timed (x, y, n, steps)
    integer :: n, steps, i, t
    real(8) :: x(:), y(:)
    if (size (x) < n .or. size (y) < n) stop 5
    do t = 1, steps ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do concurrent (i = 1:n, y(i) < 10)
        y(i) = y(i) + x(i) + t
      end do
    end do
  end subroutine timed
end module run_concurrent_mask_4

program main
  use run_concurrent_mask_4
  implicit none
  integer :: sizes(4) = [0, 1, 5, 8]
  integer :: s, u, v, n, m, l, i, j, k, t
  real(8), allocatable :: x3(:,:,:), y3(:,:,:), r3(:,:,:)
  real(8), allocatable :: x(:,:), y(:,:), r(:,:)

  do s = 1, size (sizes)
    do u = 1, size (sizes)
      n = nint (sizes(s) * one)
      m = nint (sizes(u) * one)
      do v = 1, 3
        l = nint (sizes(v) * one)
        allocate (x3(n+1,m+2,l+1), y3(n+1,m+2,l+1), r3(n+1,m+2,l+1))
        do k = 1, l + 1
          do j = 1, m + 2
            do i = 1, n + 1
              x3(i,j,k) = (mod (i + 3 * j + 7 * k, 5) - 1) * 0.3d0 * one
              y3(i,j,k) = (i + 10 * j - 100 * k) * one
              r3(i,j,k) = y3(i,j,k) * one
            end do
          end do
        end do
        do k = 1, l
          do j = 1, m
            do i = 1, n
              if (x3(i,j,k) * one > 0.5d0) &
                r3(i,j,k) = x3(i,j,k) * 2 + r3(i,j,k) * one + k
            end do
          end do
        end do
        call nested2 (x3, y3, n, m, l)
        do k = 1, l + 1
          do j = 1, m + 2
            do i = 1, n + 1
              if (y3(i,j,k) /= r3(i,j,k) * one) stop 6
            end do
          end do
        end do
        deallocate (x3, y3, r3)
      end do

      allocate (x(n+2,m+1), y(n+2,m+1), r(n+2,m+1))
      do j = 1, m + 1
        do i = 1, n + 2
          x(i,j) = (mod (3 * i + 5 * j, 7) - 3) * 0.25d0 * one
          y(i,j) = (i - 2 * j) * one
          r(i,j) = y(i,j) * one
        end do
      end do
      do j = 1, m
        do i = 1, n
          if (x(i,j) * one < 0) r(i,j) = r(i,j) * one - x(i,j) * j
        end do
      end do
      call nested1 (x, y, n, m)
      do j = 1, m + 1
        do i = 1, n + 2
          if (y(i,j) /= r(i,j) * one) stop 7
        end do
      end do
      do i = 1, n + 2
        r(i,1) = y(i,1) * one
      end do
      do t = 1, m
        do i = 1, n
          if (r(i,1) * one < 10) r(i,1) = r(i,1) * one + x(i,2) + t
        end do
      end do
      call timed (x(:,2), y(:,1), n, m)
      do i = 1, n + 2
        if (y(i,1) /= r(i,1) * one) stop 8
      end do
      deallocate (x, y, r)
    end do
  end do
end program main

! { dg-final { scan-tree-dump-times "\\\[gpugen-temps\\\] loop \\d+: temporary \\S+ allocated in bb \\d+ before the loop and freed in bb \\d+ after it" 3 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+ offloaded: \\d+ kernels" 3 "gpugen" } }
! The outer loops are in the SCoPs: k, j, i of the mask's loop and j, i
! of the body's (5); j and the two i (3); the two i, not t (2).
! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+: 2 statements, 3 arrays, 5 parallel loops" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+: 2 statements, 3 arrays, 3 parallel loops" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "gpugen: SCoP \\d+: 2 statements, 3 arrays, 2 parallel loops" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "privatized along 1 loops" 2 "gpugen" } }
