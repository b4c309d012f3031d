! covariance: the M x M covariance matrix COV of N samples (the rows of
! X) of M variables (the columns of X).
!
! The kernel computes the mean of every column, subtracts it from the
! column, computes the upper triangle of COV (j >= i) and mirrors it
! into the lower triangle.  The program prints the sum of all elements
! of COV as "checksum: ...".

module covariance_data
  implicit none
  integer, parameter :: wp = kind (1.0d0)
  integer, parameter :: n = 512
  integer, parameter :: m = 256
  real(wp) :: x(n, m), mean(m), cov(m, m)

contains

  ! Fill X with values that depend only on the indices.
  subroutine init_arrays ()
    integer :: i, j
    do j = 1, m
      do i = 1, n
        x(i, j) = real (mod ((i - 1) * j, 47), wp) / 47 &
                  + real (j - 1, wp) / m
      end do
    end do
  end subroutine init_arrays

  ! Center the columns of X and compute COV.
  subroutine kernel_covariance ()
    integer :: i, j, k
    do j = 1, m
      mean(j) = 0
      do i = 1, n
        mean(j) = mean(j) + x(i, j)
      end do
      mean(j) = mean(j) / n
    end do

    do j = 1, m
      do i = 1, n
        x(i, j) = x(i, j) - mean(j)
      end do
    end do

    do i = 1, m
      do j = i, m
        cov(i, j) = 0
        do k = 1, n
          cov(i, j) = cov(i, j) + x(k, i) * x(k, j)
        end do
        cov(i, j) = cov(i, j) / (n - 1)
        cov(j, i) = cov(i, j)
      end do
    end do
  end subroutine kernel_covariance

  ! Print the sum S in the same form as the C examples.
  subroutine print_checksum (s)
    real(wp), intent(in) :: s
    character(len=24) :: buf
    write (buf, '(es17.10e2)') s
    write (*, '(a, a)') 'checksum: ', trim (adjustl (buf))
  end subroutine print_checksum

end module covariance_data

program covariance
  use covariance_data
  implicit none
  call init_arrays ()
  call kernel_covariance ()
  call print_checksum (sum (cov))
  write (*, '(a)') 'covariance: done'
end program covariance
