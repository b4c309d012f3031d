! matmul: dense matrix product C = A * B of N x N matrices.
!
! The kernel clears each element of C and accumulates the dot product
! of a row of A and a column of B in the same loop nest.  Build with
! -freal-8-real-4 for the single-precision variant.  The program prints
! the sum of all elements of C as "checksum: ..." so that a build with
! gpugen and a plain host build can be compared.

module matmul_data
  implicit none
  integer, parameter :: wp = kind (1.0d0)
  integer, parameter :: ck = selected_real_kind (18)
  integer, parameter :: n = 512
  real(wp) :: a(n, n), b(n, n), c(n, n)

contains

  ! Fill A and B with small values that depend only on the indices.
  subroutine init_arrays ()
    integer :: i, j
    do j = 1, n
      do i = 1, n
        a(i, j) = real (mod ((i - 1) * (j - 1) + 1, n), wp) / n
        b(i, j) = real (mod ((i - 1) + 2 * (j - 1), n), wp) / n
      end do
    end do
  end subroutine init_arrays

  ! Compute C = A * B.
  subroutine kernel_matmul ()
    integer :: i, j, k
    do j = 1, n
      do i = 1, n
        c(i, j) = 0
        do k = 1, n
          c(i, j) = c(i, j) + a(i, k) * b(k, j)
        end do
      end do
    end do
  end subroutine kernel_matmul

  ! Print the sum S in the same form as the C examples.  S has kind CK,
  ! which -freal-8-real-4 leaves alone.
  subroutine print_checksum (s)
    real(ck), intent(in) :: s
    character(len=24) :: buf
    write (buf, '(es17.10e2)') s
    write (*, '(a, a)') 'checksum: ', trim (adjustl (buf))
  end subroutine print_checksum

end module matmul_data

program matmul
  use matmul_data
  implicit none
  call init_arrays ()
  call kernel_matmul ()
  call print_checksum (sum (real (c, ck)))
  write (*, '(a)') 'matmul: done'
end program matmul
