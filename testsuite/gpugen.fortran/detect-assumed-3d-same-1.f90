! Assumed-shape dummies of rank 3 and 4 whose procedures do not read
! all their bounds (loops to dummies, size (a, 3) alone), called from
! the same file, whose callers may leave the unread bounds unset (IPA
! mod/ref lets GCC delete their stores): their strides after the first
! stay parameters, the second and the quotient of each next by the one
! below, each stride checked equal to the product (gpugen-descr.cc),
! the arrays delinearized into all their dimensions and copied with
! the check of their host memory.  A procedure that reads every bound
! keeps the contiguous forms of its strides, products of the extents.
! Each nest is one SCoP with every loop parallel.
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_assumed_3d_same_1
  implicit none
contains
  subroutine upd (a, b, n, m, l)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, m, l
    integer :: i, j, k
    do k = 1, l ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 3 parallel loops" }
      do j = 1, m
        do i = 1, n
          a(i, j, k) = 0.5d0 * a(i, j, k) + b(i, j, k)
        end do
      end do
    end do
  end subroutine upd

  subroutine updc (a, b, n)
    real(8), contiguous, intent(inout) :: a(:,:,:)
    real(8), contiguous, intent(in) :: b(:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k
    do k = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 3 parallel loops" }
      do j = 1, n
        do i = 1, n
          a(i, j, k) = a(i, j, k) - 2 * b(i, j, k)
        end do
      end do
    end do
  end subroutine updc

  subroutine sten (a, b, n)
    real(8), intent(out) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k
    do k = 2, size (a, 3) - 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 3 parallel loops" }
      do j = 2, n - 1
        do i = 2, n - 1
          a(i, j, k) = b(i-1, j, k) + b(i+1, j, k) + b(i, j, k-1) &
               + b(i, j, k+1) - b(i, j-1, k) - b(i, j+1, k)
        end do
      end do
    end do
  end subroutine sten

  subroutine four (a, n)
    real(8), intent(inout) :: a(:,:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k, t
    do t = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 4 parallel loops" }
      do k = 1, n
        do j = 1, n
          do i = 1, n
            a(i, j, k, t) = a(i, j, k, t) * 2 + t
          end do
        end do
      end do
    end do
  end subroutine four

  ! One plane chosen by a dummy k: delinearization guesses the size of
  ! the planes, the quotient of the strides (or the extent, in
  ! plane_sized), not k.
  subroutine plane (a, b, n, k)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, k
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, n
        a(i, j, k) = a(i, j, k + 1) + b(i, j, 1) - b(j, i, 2)
      end do
    end do
  end subroutine plane

  subroutine plane_sized (a, b, n, k)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, k
    integer :: i, j
    if (size (a, 1) < n .or. size (a, 2) < n .or. size (a, 3) <= k &
         .or. size (b, 1) < n .or. size (b, 2) < n .or. size (b, 3) < 2) &
         return
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, n
        a(i, j, k) = a(i, j, k + 1) + b(i, j, 1) - b(j, i, 2)
      end do
    end do
  end subroutine plane_sized

  ! Every bound read: the contiguous forms, no "may be unset".
  subroutine sized (a)
    real(8), intent(inout) :: a(:,:,:)
    integer :: i, j, k
    do k = 1, size (a, 3) ! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 3 parallel loops" }
      do j = 1, size (a, 2)
        do i = 1, size (a, 1)
          a(i, j, k) = a(i, j, k) + 1
        end do
      end do
    end do
  end subroutine sized
end module detect_assumed_3d_same_1

program main
  use detect_assumed_3d_same_1
  implicit none
  real(8) :: a(10, 10, 10), b(10, 10, 10), c(5, 5, 5, 5)
  call random_number (a)
  call random_number (b)
  call random_number (c)
  call upd (a, b, 10, 10, 10)
  call updc (a, b, 10)
  call sten (a, b(2:10, :, :), 9)
  call four (c, 5)
  call sized (a(2:9, :, :))
  call plane (a, b, 10, 3)
  call plane_sized (a, b, 10, 4)
  print *, a(3, 4, 5), c(2, 3, 4, 5)
end program main
! 2 + 2 + 2 + 1 + 2 descriptors of unset bounds, the same arrays copied
! with the check of their host memory, delinearized into 3 dimensions
! (4 for c; 2 for plane's b, of which a plane is read), and sized's a
! and plane_sized's a into 3 by their extents; the planes of both a's
! are a descriptor's size, not k.
! { dg-final { scan-tree-dump-times "may be unset: its strides stay parameters" 9 "gpugen" } }
! { dg-final { scan-tree-dump-times "has rows as long as its strides: the host memory of its copies is checked" 9 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array \[^\n\]*: 3 dimensions" 9 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array \[^\n\]*: 4 dimensions" 1 "gpugen" } }
! { dg-final { scan-tree-dump-times "size guessed: \[^\n\]* \\(a descriptor's\\)" 2 "gpugen" } }
