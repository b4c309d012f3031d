! jacobi2d: T sweeps of a five-point Jacobi stencil on an N x N grid.
!
! Each time step averages every interior point of A with its four
! neighbours into B, then copies B back into A.  The border rows and
! columns keep their initial values.  Build with -freal-8-real-4 for the
! single-precision variant.  The program prints the sum of all elements
! of A as "checksum: ...".

module jacobi2d_data
  implicit none
  integer, parameter :: wp = kind (1.0d0)
  integer, parameter :: ck = selected_real_kind (18)
  integer, parameter :: n = 512
  integer, parameter :: tsteps = 100
  real(wp) :: a(n, n), b(n, n)

contains

  ! Fill A and B with values that depend only on the indices.
  subroutine init_arrays ()
    integer :: i, j
    do j = 1, n
      do i = 1, n
        a(i, j) = real (mod ((i - 1) * 7 + (j - 1) * 3, 101), wp) / 101
        b(i, j) = a(i, j)
      end do
    end do
  end subroutine init_arrays

  ! Run TSTEPS Jacobi sweeps over the interior points of A.
  subroutine kernel_jacobi2d ()
    integer :: t, i, j
    do t = 1, tsteps
      do j = 2, n - 1
        do i = 2, n - 1
          b(i, j) = 0.2_wp * (a(i, j) + a(i - 1, j) + a(i + 1, j) &
                              + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      do j = 2, n - 1
        do i = 2, n - 1
          a(i, j) = b(i, j)
        end do
      end do
    end do
  end subroutine kernel_jacobi2d

  ! Print the sum S in the same form as the C examples.  S has kind CK,
  ! which -freal-8-real-4 leaves alone.
  subroutine print_checksum (s)
    real(ck), intent(in) :: s
    character(len=24) :: buf
    write (buf, '(es17.10e2)') s
    write (*, '(a, a)') 'checksum: ', trim (adjustl (buf))
  end subroutine print_checksum

end module jacobi2d_data

program jacobi2d
  use jacobi2d_data
  implicit none
  call init_arrays ()
  call kernel_jacobi2d ()
  call print_checksum (sum (real (a, ck)))
  write (*, '(a)') 'jacobi2d: done'
end program jacobi2d
