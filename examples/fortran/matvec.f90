! matvec: two matrix-vector products with the same N x N matrix A,
! x1 = x1 + A * y1 and x2 = x2 + A^T * y2, as two separate loop nests.
!
! The first nest runs over the columns of A in its outer loop, so the
! reduction over j is the outer loop here, unlike in the C version.
! The program prints the sum of all elements of x1 and x2 as
! "checksum: ...".

module matvec_data
  implicit none
  integer, parameter :: wp = kind (1.0d0)
  integer, parameter :: n = 512
  real(wp) :: a(n, n), x1(n), x2(n), y1(n), y2(n)

contains

  ! Fill A, the vectors y1 and y2 and the initial x1 and x2 with values
  ! that depend only on the indices.
  subroutine init_arrays ()
    integer :: i, j
    do i = 1, n
      x1(i) = real (mod (i - 1, 17), wp) / 17
      x2(i) = real (mod (i + 4, 13), wp) / 13
      y1(i) = real (mod (3 * (i - 1), n), wp) / n
      y2(i) = real (mod (5 * (i - 1) + 1, n), wp) / n
    end do
    do j = 1, n
      do i = 1, n
        a(i, j) = real (mod ((i - 1) * (j - 1), 31), wp) / 31
      end do
    end do
  end subroutine init_arrays

  ! Add A * y1 to x1 and A^T * y2 to x2.
  subroutine kernel_matvec ()
    integer :: i, j
    do j = 1, n
      do i = 1, n
        x1(i) = x1(i) + a(i, j) * y1(j)
      end do
    end do

    do i = 1, n
      do j = 1, n
        x2(i) = x2(i) + a(j, i) * y2(j)
      end do
    end do
  end subroutine kernel_matvec

  ! Print the sum S in the same form as the C examples.
  subroutine print_checksum (s)
    real(wp), intent(in) :: s
    character(len=24) :: buf
    write (buf, '(es17.10e2)') s
    write (*, '(a, a)') 'checksum: ', trim (adjustl (buf))
  end subroutine print_checksum

end module matvec_data

program matvec
  use matvec_data
  implicit none
  call init_arrays ()
  call kernel_matvec ()
  call print_checksum (sum (x1) + sum (x2))
  write (*, '(a)') 'matvec: done'
end program matvec
