! Privatization (gpugen-private.cc): doitgen in real(8) with
! explicit-shape dummies a(np,nq,nr), c4(np,np) and the workspace
! sum(np), cleared, accumulated and copied out in every (r, q), is
! privatized along r and q; a and the workspace's final contents (the
! last iteration's) match a host reference.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" }
! { dg-final { scan-tree-dump "\\\[gpugen-private\\\] SCoP 0: sum_\[0-9\]+ privatized along 2 loops" "gpugen" } }

module run_private_1
  implicit none
  ! Relative tolerance of the comparison with the host reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine doitgen (nr, nq, np, a, c4, sum)
    integer, intent(in) :: nr, nq, np
    real(8), intent(inout) :: a(np,nq,nr), sum(np)
    real(8), intent(in) :: c4(np,np)
    integer :: r, q, p, s
    do r = 1, nr
      do q = 1, nq
        do p = 1, np
          sum(p) = 0
        end do
        do s = 1, np
          do p = 1, np
            sum(p) = sum(p) + a(s,q,r) * c4(p,s)
          end do
        end do
        do p = 1, np
          a(p,q,r) = sum(p)
        end do
      end do
    end do
  end subroutine doitgen

  subroutine doitgen_ref (nr, nq, np, a, c4, sum)
    integer, intent(in) :: nr, nq, np
    real(8), intent(inout) :: a(np,nq,nr), sum(np)
    real(8), intent(in) :: c4(np,np)
    integer :: r, q, p, s
    do r = 1, nr
      do q = 1, nq
        do p = 1, np
          sum(p) = 0 * one
        end do
        do s = 1, np
          do p = 1, np
            sum(p) = sum(p) + a(s,q,r) * one * c4(p,s)
          end do
        end do
        do p = 1, np
          a(p,q,r) = sum(p) * one
        end do
      end do
    end do
  end subroutine doitgen_ref

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
end module run_private_1

program main
  use run_private_1
  implicit none
  real(8), allocatable :: a(:,:,:), a_ref(:,:,:), c4(:,:), sum(:), sum_ref(:)
  integer :: r, q, p, nr, nq, np
  nr = nint (9 * one)
  nq = nint (7 * one)
  np = nint (13 * one)
  allocate (a(np,nq,nr), a_ref(np,nq,nr), c4(np,np), sum(np), sum_ref(np))
  do r = 1, nr
    do q = 1, nq
      do p = 1, np
        a(p,q,r) = mod (r + 3 * q + 5 * p, 17) / 17d0 * one
        a_ref(p,q,r) = a(p,q,r)
      end do
    end do
  end do
  do q = 1, np
    do p = 1, np
      c4(p,q) = mod (7 * q + 2 * p, 23) / 23d0 - 0.3d0 * one
    end do
  end do
  do p = 1, np
    sum(p) = p * one
    sum_ref(p) = sum(p)
  end do
  call doitgen (nr, nq, np, a, c4, sum)
  call doitgen_ref (nr, nq, np, a_ref, c4, sum_ref)
  call check (np * nq * nr, a, a_ref)
  call check (np, sum, sum_ref)
  deallocate (a, a_ref, c4, sum, sum_ref)
end program main
