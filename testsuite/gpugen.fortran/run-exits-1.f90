! LU factorization without pivoting, as LAPACK's unblocked right-looking
! form writes it, whose k loop jump threading gives a second exit (see
! detect-exits-1.f90): the k loop stays inside the region.  And a
! triangular product in place, B := A * B with A lower triangular, rows
! finished from the last one up, the shape whose row loop gets such an
! exit in C (run-exits-1.c).  The results match host references, also
! for sizes where the inner loops are empty (where the threaded exit is
! taken) and where the nests run zero times.  Then exits on counters
! that end loops early (detect-exits-1.f90), for bounds that end them
! before, inside and after their own ranges.
! { dg-do run }

module run_exits_1
  implicit none
  ! Relative tolerance of the comparison with the host reference,
  ! against the largest magnitude of the reference: the GPU may contract
  ! a * b + c into a fused multiply-add.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host (gpugen
  ! does not model volatile accesses), so the reference and the set-up
  ! stay there whatever gpugen does.
  real(8), volatile :: one = 1
contains
  subroutine lu (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j, k
    do k = 1, n - 1
      do i = k + 1, n
        a(i,k) = a(i,k) / a(k,k)
      end do
      do j = k + 1, n
        do i = k + 1, n
          a(i,j) = a(i,j) - a(i,k) * a(k,j)
        end do
      end do
    end do
  end subroutine lu

  subroutine lu_ref (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    integer :: i, j, k
    do k = 1, n - 1
      do i = k + 1, n
        a(i,k) = a(i,k) * one / a(k,k)
      end do
      do j = k + 1, n
        do i = k + 1, n
          a(i,j) = a(i,j) - a(i,k) * one * a(k,j)
        end do
      end do
    end do
  end subroutine lu_ref

  subroutine trmm (m, n, a, b)
    integer, intent(in) :: m, n
    real(8), intent(in) :: a(m,m)
    real(8), intent(inout) :: b(n,m)
    integer :: i, j, k
    do i = m, 1, -1
      do j = 1, n
        b(j,i) = b(j,i) * a(i,i)
      end do
      do k = 1, i - 1
        do j = 1, n
          b(j,i) = b(j,i) + a(k,i) * b(j,k)
        end do
      end do
    end do
  end subroutine trmm

  subroutine trmm_ref (m, n, a, b)
    integer, intent(in) :: m, n
    real(8), intent(in) :: a(m,m)
    real(8), intent(inout) :: b(n,m)
    integer :: i, j, k
    do i = m, 1, -1
      do j = 1, n
        b(j,i) = b(j,i) * one * a(i,i)
      end do
      do k = 1, i - 1
        do j = 1, n
          b(j,i) = b(j,i) + a(k,i) * one * b(j,k)
        end do
      end do
    end do
  end subroutine trmm_ref

  subroutine early (n, m, k, a)
    integer, intent(in) :: n, m, k
    real(8), intent(inout) :: a(m,n)
    integer :: i, j
    do j = 1, n
      if (3 * j > k) exit
      do i = 1, m
        if (i > j + k) exit
        a(i,j) = a(i,j) * 2 + i
      end do
    end do
  end subroutine early

  subroutine early_ref (n, m, k, a)
    integer, intent(in) :: n, m, k
    real(8), intent(inout) :: a(m,n)
    integer :: i, j
    do j = 1, n
      if (3 * j > k) exit
      do i = 1, m
        if (i > j + k) exit
        a(i,j) = a(i,j) * one * 2 + i
      end do
    end do
  end subroutine early_ref

  subroutine test_early (n, m, k)
    integer, intent(in) :: n, m, k
    real(8), allocatable :: a(:,:), a_ref(:,:)
    integer :: i, j
    allocate (a(m,n), a_ref(m,n))
    do j = 1, n
      do i = 1, m
        a(i,j) = mod (5 * i + 3 * j + 2, 23) * one
        a_ref(i,j) = a(i,j) * one
      end do
    end do
    call early (n, m, k, a)
    call early_ref (n, m, k, a_ref)
    call check (n * m, a, a_ref)
    deallocate (a, a_ref)
  end subroutine test_early

  ! Abort unless each of the CNT elements of X differs from the same
  ! element of REF by at most TOL times the largest magnitude in REF.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    real(8) :: scale
    integer :: i
    scale = 0
    do i = 1, cnt
      scale = max (scale, abs (ref(i) * one))
    end do
    do i = 1, cnt
      if (.not. (abs (x(i) * one - ref(i)) <= tol * scale)) call abort ()
    end do
  end subroutine check

  subroutine test_lu (n)
    integer, intent(in) :: n
    real(8), allocatable :: a(:,:), a_ref(:,:)
    integer :: i, j
    allocate (a(n,n), a_ref(n,n))
    ! Diagonally dominant: no pivoting needed.
    do j = 1, n
      do i = 1, n
        if (i == j) then
          a(i,j) = (2 + mod (i, 3)) * one
        else
          a(i,j) = (mod (7 * i + 3 * j + 1, 19) - 9) / (20d0 * n) * one
        end if
        a_ref(i,j) = a(i,j) * one
      end do
    end do
    call lu (n, a)
    call lu_ref (n, a_ref)
    call check (n * n, a, a_ref)
    deallocate (a, a_ref)
  end subroutine test_lu

  subroutine test_trmm (m, n)
    integer, intent(in) :: m, n
    real(8), allocatable :: a(:,:), b(:,:), b_ref(:,:)
    integer :: i, j
    allocate (a(m,m), b(n,m), b_ref(n,m))
    do j = 1, m
      do i = 1, m
        a(i,j) = mod (5 * i + j + 3, 13) / 13d0 * one
      end do
    end do
    do j = 1, m
      do i = 1, n
        b(i,j) = mod (3 * i + j + 1, 17) / 17d0 - 0.4d0 * one
        b_ref(i,j) = b(i,j) * one
      end do
    end do
    call trmm (m, n, a, b)
    call trmm_ref (m, n, a, b_ref)
    call check (n * m, b, b_ref)
    deallocate (a, b, b_ref)
  end subroutine test_trmm
end module run_exits_1

program main
  use run_exits_1
  implicit none
  call test_lu (nint (43 * one))
  call test_lu (nint (2 * one))
  call test_lu (nint (1 * one))
  call test_lu (nint (0 * one))
  call test_trmm (nint (33 * one), nint (40 * one))
  call test_trmm (nint (1 * one), nint (5 * one))
  call test_trmm (nint (6 * one), nint (0 * one))
  call test_early (nint (40 * one), nint (50 * one), nint (-45 * one))
  call test_early (nint (40 * one), nint (50 * one), nint (5 * one))
  call test_early (nint (40 * one), nint (50 * one), nint (20 * one))
  call test_early (nint (40 * one), nint (50 * one), nint (200 * one))
end program main
