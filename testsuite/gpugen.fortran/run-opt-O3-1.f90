! Parity of the optimization levels in Fortran: c = alpha * a * b + beta
! * c with explicit-shape dummies, compiled at -O3, whose versioning of
! the loops for unit strides (before ivcanon) left bounds gpugen could
! not model when its pass ran after ivcanon.  It is offloaded as at -O2
! and matches a host reference.
! { dg-do run }
! { dg-options "-O3 -fplugin-arg-gpugen-dump=summary" }

module run_opt_o3_1
  implicit none
  double precision, parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  double precision, volatile :: one = 1
contains
  subroutine gemm (ni, nj, nk, alpha, beta, c, a, b)
    integer, intent (in) :: ni, nj, nk
    double precision, intent (in) :: alpha, beta
    double precision, intent (inout) :: c(ni, nj)
    double precision, intent (in) :: a(ni, nk), b(nk, nj)
    integer :: i, j, l
    do j = 1, nj
       do i = 1, ni
          c(i, j) = beta * c(i, j)
       end do
       do l = 1, nk
          do i = 1, ni
             c(i, j) = c(i, j) + alpha * b(l, j) * a(i, l)
          end do
       end do
    end do
  end subroutine gemm

  subroutine gemm_ref (ni, nj, nk, alpha, beta, c, a, b)
    integer, intent (in) :: ni, nj, nk
    double precision, intent (in) :: alpha, beta
    double precision, intent (inout) :: c(ni, nj)
    double precision, intent (in) :: a(ni, nk), b(nk, nj)
    integer :: i, j, l
    do j = 1, nj
       do i = 1, ni
          c(i, j) = beta * c(i, j) * one
       end do
       do l = 1, nk
          do i = 1, ni
             c(i, j) = c(i, j) + alpha * b(l, j) * a(i, l) * one
          end do
       end do
    end do
  end subroutine gemm_ref

  ! Abort unless each of the CNT elements of X differs from the same
  ! element of REF by at most TOL times the largest magnitude in REF.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    double precision, intent(in) :: x(cnt), ref(cnt)
    double precision :: scale
    integer :: i
    scale = 0
    do i = 1, cnt
      scale = max (scale, abs (ref(i) * one))
    end do
    do i = 1, cnt
      if (.not. (abs (x(i) * one - ref(i)) <= tol * scale)) call abort ()
    end do
  end subroutine check
end module run_opt_o3_1

program main
  use run_opt_o3_1
  implicit none
  double precision, allocatable :: a(:,:), b(:,:), c(:,:), c_ref(:,:)
  integer :: i, j, ni, nj, nk
  ni = nint (50 * one)
  nj = nint (60 * one)
  nk = nint (40 * one)
  allocate (a(ni,nk), b(nk,nj), c(ni,nj), c_ref(ni,nj))
  do j = 1, nk
    do i = 1, ni
      a(i,j) = mod (7 * i + 3 * j, 13) / 13d0 + 0.5d0 * one
    end do
  end do
  do j = 1, nj
    do i = 1, nk
      b(i,j) = mod (5 * i + 11 * j, 17) / 17d0 - 0.25d0 * one
    end do
  end do
  do j = 1, nj
    do i = 1, ni
      c(i,j) = mod (i + j, 5) * one
      c_ref(i,j) = c(i,j)
    end do
  end do
  call gemm (ni, nj, nk, 1.5d0, 0.5d0, c, a, b)
  call gemm_ref (ni, nj, nk, 1.5d0, 0.5d0, c_ref, a, b)
  call check (ni * nj, c, c_ref)
  deallocate (a, b, c, c_ref)
end program main

! { dg-final { scan-tree-dump-times "SCoP \[0-9\]+ offloaded: \[0-9\]+ kernels" 1 "gpugen" } }
