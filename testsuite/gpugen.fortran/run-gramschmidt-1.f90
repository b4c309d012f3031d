! Modified Gram-Schmidt, as a linear algebra routine writes it in
! Fortran: the column norm goes through sqrt into a temporary that the
! scaling loop divides by (the value of a call defined in one statement
! and read in another: the generated CUDA once used it undeclared,
! "identifier val_tmp_NN is undefined": the model dropped the call's
! write of the value), and the nest ran on the host.
! q and r match a host reference.
! { dg-do run }
! nvcc's error would be a warning of the compilation, an excess error.

module run_gramschmidt_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine gs (m, n, a, q, r)
    integer, intent(in) :: m, n
    real(8), intent(inout) :: a(m,n)
    real(8), intent(out) :: q(m,n), r(n,n)
    real(8) :: nrm
    integer :: i, j, k
    do k = 1, n
      nrm = 0
      do i = 1, m
        nrm = nrm + a(i,k) * a(i,k)
      end do
      r(k,k) = sqrt (nrm)
      do i = 1, m
        q(i,k) = a(i,k) / r(k,k)
      end do
      do j = k + 1, n
        r(k,j) = 0
        do i = 1, m
          r(k,j) = r(k,j) + q(i,k) * a(i,j)
        end do
        do i = 1, m
          a(i,j) = a(i,j) - q(i,k) * r(k,j)
        end do
      end do
    end do
  end subroutine gs

  subroutine gs_ref (m, n, a, q, r)
    integer, intent(in) :: m, n
    real(8), intent(inout) :: a(m,n)
    real(8), intent(out) :: q(m,n), r(n,n)
    real(8) :: nrm
    integer :: i, j, k
    do k = 1, n
      nrm = 0
      do i = 1, m
        nrm = nrm + a(i,k) * a(i,k) * one
      end do
      r(k,k) = sqrt (nrm)
      do i = 1, m
        q(i,k) = a(i,k) * one / r(k,k)
      end do
      do j = k + 1, n
        r(k,j) = 0
        do i = 1, m
          r(k,j) = r(k,j) + q(i,k) * a(i,j) * one
        end do
        do i = 1, m
          a(i,j) = a(i,j) - q(i,k) * r(k,j) * one
        end do
      end do
    end do
  end subroutine gs_ref

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
end module run_gramschmidt_1

program main
  use run_gramschmidt_1
  implicit none
  real(8), allocatable :: a(:,:), q(:,:), r(:,:), a_ref(:,:), q_ref(:,:), &
       r_ref(:,:)
  integer :: i, j, m, n
  m = nint (70 * one)
  n = nint (40 * one)
  allocate (a(m,n), q(m,n), r(n,n), a_ref(m,n), q_ref(m,n), r_ref(n,n))
  do j = 1, n
    do i = 1, m
      a(i,j) = mod (5 * i + 3 * j * j, 31) / 31d0 + merge (1d0, 0d0, i == j) &
           * one
    end do
  end do
  a_ref = a
  r = 0
  r_ref = 0
  call gs (m, n, a, q, r)
  call gs_ref (m, n, a_ref, q_ref, r_ref)
  call check (m * n, q, q_ref)
  call check (n * n, r, r_ref)
  call check (m * n, a, a_ref)
  deallocate (a, q, r, a_ref, q_ref, r_ref)
end program main
