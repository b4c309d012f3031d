! The host copy of an offloaded Fortran nest (gpugen-hostvec.cc): the
! inner loops of durbin's step carry no dependence through memory, are
! marked in the copy that runs when the run-time checks pass, and -O2's
! vectorizer vectorizes the first two once each (the other copy stays
! scalar; a second remark on a line would be an excess message).  The
! copy loop becomes a memcpy in both copies.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-vec-optimized" }

subroutine durbin (n, r, y, z)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: r(n)
  real(8), intent(inout) :: y(n), z(n)
  real(8) :: alpha, beta, dot
  integer :: i, k
  alpha = -r(1)
  beta = 1
  y(1) = -r(1)
  do k = 2, n
    beta = (1 - alpha * alpha) * beta
    dot = 0
    do i = 1, k - 1 ! { dg-optimized "loop vectorized using" }
      dot = dot + r(k - i) * y(i)
    end do
    alpha = -(r(k) + dot) / beta
    do i = 1, k - 1 ! { dg-optimized "loop vectorized using" }
      z(i) = y(i) + alpha * y(k - i)
    end do
    do i = 1, k - 1
      y(i) = z(i)
    end do
    y(k) = alpha
  end do
end subroutine durbin
