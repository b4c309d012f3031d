! Red-black Gauss-Seidel sweeps in Fortran whose strided inner loop
! starts at a quasi-affine value: "do i = 2 + mod (j, 2), n-1, 2" (red)
! and "do i = 3 - mod (j, 2), n-1, 2" (black) on an explicit-shape
! dummy, and both in turn, several times (run-redblack-1.c in C).  The
! inner loop's dimension is its counter's value, with the parity as a
! congruence; jump threading gives the j loop a second exit where the
! inner loop does not run, on a condition with the parity; gfortran's
! separate counter of the strided loop is not modelled (control_phi_p),
! so the nest of both sweeps is offloaded too (it ran past isl's quota
! before).  Every element matches a host reference for sizes 0 to 7 and
! 41 to 70.
! { dg-do run }

module run_redblack_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine red (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n-1
      do i = 2 + mod (j, 2), n-1, 2
        u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
      end do
    end do
  end subroutine red

  subroutine black (n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    integer :: i, j
    do j = 2, n-1
      do i = 3 - mod (j, 2), n-1, 2
        u(i,j) = 0.5d0*u(i,j) + 0.125d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
      end do
    end do
  end subroutine black

  subroutine steps (n, t, u)
    integer, intent(in) :: n, t
    real(8), intent(inout) :: u(n,n)
    integer :: i, j, s
    do s = 1, t
      do j = 2, n-1
        do i = 2 + mod (j, 2), n-1, 2
          u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
        end do
      end do
      do j = 2, n-1
        do i = 3 - mod (j, 2), n-1, 2
          u(i,j) = 0.25d0*(u(i-1,j)+u(i+1,j)+u(i,j-1)+u(i,j+1))
        end do
      end do
    end do
  end subroutine steps

  ! The points with mod (i + j, 2) = colour, keeping KEEP of the old
  ! value: red is colour 0, black colour 1.
  subroutine sweep_ref (n, u, colour, keep)
    integer, intent(in) :: n, colour
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: keep
    integer :: i, j
    do j = 2, n-1
      do i = 2, n-1
        if (mod (i + j, 2) == colour) then
          u(i,j) = (keep*u(i,j) + (1 - keep)*0.25d0*(u(i-1,j)+u(i+1,j) &
                    +u(i,j-1)+u(i,j+1))) * one
        end if
      end do
    end do
  end subroutine sweep_ref

  subroutine init (n, u, r)
    integer, intent(in) :: n
    real(8), intent(out) :: u(n,n), r(n,n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        u(i,j) = (mod (i * 37 + j * 11, 23) - 7.5d0 + j * 0.125d0) * one
        r(i,j) = u(i,j)
      end do
    end do
  end subroutine init

  subroutine check (count, x, ref)
    integer, intent(in) :: count
    real(8), intent(in) :: x(count), ref(count)
    real(8) :: scale
    integer :: i
    scale = 1
    do i = 1, count
      scale = max (scale, abs (ref(i)) * one)
    end do
    do i = 1, count
      if (.not. (abs (x(i) * one - ref(i)) <= tol * scale)) call abort ()
    end do
  end subroutine check
end module run_redblack_1

program main
  use run_redblack_1
  implicit none
  integer, parameter :: sizes(13) = [0, 1, 2, 3, 4, 5, 6, 7, 41, 48, 63, 64, 70]
  real(8), allocatable :: u(:,:), r(:,:)
  integer :: k, n, s
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u(n,n), r(n,n))
    call init (n, u, r)
    call red (n, u)
    call sweep_ref (n, r, 0, 0d0)
    call check (n * n, u, r)
    call init (n, u, r)
    call black (n, u)
    call sweep_ref (n, r, 1, 0.5d0)
    call check (n * n, u, r)
    call init (n, u, r)
    call steps (n, 3, u)
    do s = 1, 3
      call sweep_ref (n, r, 0, 0d0)
      call sweep_ref (n, r, 1, 0d0)
    end do
    call check (n * n, u, r)
    deallocate (u, r)
  end do
end program main
