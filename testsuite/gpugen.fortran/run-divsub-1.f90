! Subscripts with divisions and remainders of the counters, which the
! model now reads as quasi-affine (isl's floor divisions; Fortran's "/"
! and mod truncate toward zero, modulo floors): the multigrid
! prolongation "f(i) = f(i) + c(i / 2)" on explicit-shape dummies, its
! two-dimensional form "c(i / 2, j / 2) + c((i + 1) / 2, (j + 1) / 2)"
! on explicit-shape (delinearized), assumed-shape and constant-shape
! arrays, a loop from -n with "c(i / 2) + 2 * c(mod (i, 4)) +
! c(modulo (i, 3))", and a write through a division "c(i / 2, j) =
! f(i, j) + i", whose inner loop writes each element twice (the last
! write wins: that loop stays sequential, the outer one runs in
! parallel).  Every nest stayed on the host with "array subscript not
! affine" or "parametric stride".  Each runs against a host reference
! (the same nest, kept on the host by a volatile factor of 1), every
! element compared exactly, for sizes 0 to 9, 31, 32 and 64.
! { dg-do run }

module run_divsub_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine p1 (n, f, c)
    integer, intent(in) :: n
    real(8), intent(inout) :: f(n)
    real(8), intent(in) :: c(0:n)
    integer :: i
    do i = 1, n
      f(i) = f(i) + c(i / 2)
    end do
  end subroutine p1

  subroutine p1_ref (n, f, c)
    integer, intent(in) :: n
    real(8), intent(inout) :: f(n)
    real(8), intent(in) :: c(0:n)
    integer :: i
    do i = 1, n
      f(i) = (f(i) + c(i / 2)) * one
    end do
  end subroutine p1_ref

  subroutine p2 (n, m, f, c)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: f(n, n)
    real(8), intent(in) :: c(0:m, 0:m)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        f(i, j) = f(i, j) + 0.5d0 * (c(i / 2, j / 2) &
                                     + c((i + 1) / 2, (j + 1) / 2))
      end do
    end do
  end subroutine p2

  subroutine p2_ref (n, m, f, c)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: f(n, n)
    real(8), intent(in) :: c(0:m, 0:m)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        f(i, j) = (f(i, j) + 0.5d0 * (c(i / 2, j / 2) &
                                      + c((i + 1) / 2, (j + 1) / 2))) * one
      end do
    end do
  end subroutine p2_ref

  subroutine pa (f, c)
    real(8), intent(inout) :: f(:, :)
    real(8), intent(in) :: c(0:, 0:)
    integer :: i, j
    do j = 1, size (f, 2)
      do i = 1, size (f, 1)
        f(i, j) = f(i, j) - c(i / 2, j / 2) * c((i + 1) / 2, j / 2)
      end do
    end do
  end subroutine pa

  subroutine pa_ref (f, c)
    real(8), intent(inout) :: f(:, :)
    real(8), intent(in) :: c(0:, 0:)
    integer :: i, j
    do j = 1, size (f, 2)
      do i = 1, size (f, 1)
        f(i, j) = (f(i, j) - c(i / 2, j / 2) * c((i + 1) / 2, j / 2)) * one
      end do
    end do
  end subroutine pa_ref

  subroutine pc (f, c)
    real(8), intent(inout) :: f(64, 64)
    real(8), intent(in) :: c(0:32, 0:32)
    integer :: i, j
    do j = 1, 64
      do i = 1, 64
        f(i, j) = f(i, j) + c(i / 2, j / 2) + c((i + 1) / 2, (j + 1) / 2)
      end do
    end do
  end subroutine pc

  subroutine pc_ref (f, c)
    real(8), intent(inout) :: f(64, 64)
    real(8), intent(in) :: c(0:32, 0:32)
    integer :: i, j
    do j = 1, 64
      do i = 1, 64
        f(i, j) = (f(i, j) + c(i / 2, j / 2) + c((i + 1) / 2, (j + 1) / 2)) &
                  * one
      end do
    end do
  end subroutine pc_ref

  subroutine ng (n, f, c)
    integer, intent(in) :: n
    real(8), intent(inout) :: f(-n:n)
    real(8), intent(in) :: c(-n-3:n+3)
    integer :: i
    do i = -n, n
      f(i) = c(i / 2) + 2 * c(mod (i, 4)) + 4 * c(modulo (i, 3))
    end do
  end subroutine ng

  subroutine ng_ref (n, f, c)
    integer, intent(in) :: n
    real(8), intent(inout) :: f(-n:n)
    real(8), intent(in) :: c(-n-3:n+3)
    integer :: i
    do i = -n, n
      f(i) = (c(i / 2) + 2 * c(mod (i, 4)) + 4 * c(modulo (i, 3))) * one
    end do
  end subroutine ng_ref

  subroutine wr (n, m, f, c)
    integer, intent(in) :: n, m
    real(8), intent(in) :: f(n, n)
    real(8), intent(inout) :: c(0:m, n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        c(i / 2, j) = f(i, j) + i
      end do
    end do
  end subroutine wr

  subroutine wr_ref (n, m, f, c)
    integer, intent(in) :: n, m
    real(8), intent(in) :: f(n, n)
    real(8), intent(inout) :: c(0:m, n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        c(i / 2, j) = (f(i, j) + i) * one
      end do
    end do
  end subroutine wr_ref
  subroutine init (count, x, seed)
    integer, intent(in) :: count, seed
    real(8), intent(out) :: x(count)
    integer :: i
    do i = 1, count
      x(i) = (mod (i * 7 + seed, 13) - 6 + 0.25d0) * one
    end do
  end subroutine init

  subroutine check (count, x, ref)
    integer, intent(in) :: count
    real(8), intent(in) :: x(count), ref(count)
    integer :: i
    do i = 1, count
      if (x(i) * one /= ref(i)) call abort ()
    end do
  end subroutine check
end module run_divsub_1

program main
  use run_divsub_1
  implicit none
  integer, parameter :: sizes(13) = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 31, 32, 64]
  integer :: k, n, m
  real(8), allocatable :: f(:,:), fr(:,:), c(:,:), g(:), gr(:), e(:)
  real(8), allocatable :: w(:,:), wr2(:,:)
  real(8) :: f64(64,64), f64r(64,64), c32(0:32,0:32)
  do k = 1, size (sizes)
    n = sizes(k)
    m = n / 2 + 1
    allocate (f(n,n), fr(n,n), c(0:m,0:m), g(-n:n), gr(-n:n))
    allocate (e(-n-3:n+3), w(0:m,n), wr2(0:m,n))
    call init ((m + 1) * (m + 1), c, n)
    call init (n * n, f, n + 1)
    call init (n * n, fr, n + 1)
    call p1 (n, f(:,1), c(:,0))
    call p1_ref (n, fr(:,1), c(:,0))
    call check (n * n, f, fr)
    call p2 (n, m, f, c)
    call p2_ref (n, m, fr, c)
    call check (n * n, f, fr)
    call pa (f, c)
    call pa_ref (fr, c)
    call check (n * n, f, fr)
    call init (2 * n + 7, e, n + 2)
    call init (2 * n + 1, g, 0)
    call init (2 * n + 1, gr, 0)
    call ng (n, g, e)
    call ng_ref (n, gr, e)
    call check (2 * n + 1, g, gr)
    call init ((m + 1) * n, w, 3)
    call init ((m + 1) * n, wr2, 3)
    call wr (n, m, f, w)
    call wr_ref (n, m, fr, wr2)
    call check ((m + 1) * n, w, wr2)
    deallocate (f, fr, c, g, gr, e, w, wr2)
  end do
  call init (33 * 33, c32, 5)
  call init (64 * 64, f64, 6)
  call init (64 * 64, f64r, 6)
  call pc (f64, c32)
  call pc_ref (f64r, c32)
  call check (64 * 64, f64, f64r)
end program main
