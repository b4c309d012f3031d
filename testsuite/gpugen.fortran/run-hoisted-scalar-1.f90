! A value hoisted out of an inner loop by LIM: sqrt (abs (...)) depends
! on i only, so it is computed once per i and stored to a(2*i, 2*j) for
! every j.  isl's schedule puts the computation and the stores into two
! kernels; the generated CUDA once kept the value (the result of a call)
! in a register val_tmp_NN that the first kernel set undeclared and the
! second read unset, so g++ and nvcc rejected the kernels and the nest
! ran on the host: the model dropped the call's write of the value, so
! the register rule never saw that it flows between launches (fuzz
! seed 149, Fortran, reduced).  a matches a host reference, the elements
! the nest does not write included.
! { dg-do run }
! { dg-options "-O2 -fplugin-arg-gpugen-dump" }
! { dg-final { scan-tree-dump "scalar val_tmp_\[0-9\]+ flows between launches or threads" "gpugen" } }
! f's nest and the copy a_ref = a are offloaded.
! { dg-final { scan-tree-dump-times "SCoP 0 offloaded: 1 kernels" 2 "gpugen" } }

module run_hoisted_scalar_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine f (n, m, a, b)
    integer, intent(in) :: n, m
    real(8) :: a(0:2*n+2, 0:2*m+2)
    real(8) :: b(0:n+2, 0:n+2)
    integer :: i, j
    do i = 2, n - 3
      do j = 2, m - 3
        a(2*i, 2*j) = sqrt (abs (0.25d0 * b(i, n - 1 - i) &
             * b(n - 1 - i, n - 1 - i) - 0.375d0 * real (m, 8) &
             + 0.25d0 * real (i, 8)))
      end do
    end do
  end subroutine f

  subroutine f_ref (n, m, a, b)
    integer, intent(in) :: n, m
    real(8) :: a(0:2*n+2, 0:2*m+2)
    real(8) :: b(0:n+2, 0:n+2)
    integer :: i, j
    do i = 2, n - 3
      do j = 2, m - 3
        a(2*i, 2*j) = sqrt (abs (0.25d0 * b(i, n - 1 - i) &
             * b(n - 1 - i, n - 1 - i) - 0.375d0 * real (m, 8) &
             + 0.25d0 * real (i, 8))) * one
      end do
    end do
  end subroutine f_ref
end module run_hoisted_scalar_1

program main
  use run_hoisted_scalar_1
  implicit none
  real(8), allocatable :: a(:,:), a_ref(:,:), b(:,:)
  integer :: i, j, m, n
  n = nint (40 * one)
  m = nint (30 * one)
  allocate (a(0:2*n+2, 0:2*m+2), a_ref(0:2*n+2, 0:2*m+2), b(0:n+2, 0:n+2))
  do j = 0, 2*m+2
    do i = 0, 2*n+2
      a(i,j) = (mod (37 * (i + j * (2*n+3)), 101) - 50) * 0.02d0 * one
    end do
  end do
  do j = 0, n+2
    do i = 0, n+2
      b(i,j) = (mod (37 * (i + j * (n+3)) + 11, 101) - 50) * 0.02d0 * one
    end do
  end do
  a_ref = a
  call f (n, m, a, b)
  call f_ref (n, m, a_ref, b)
  do j = 0, 2*m+2
    do i = 0, 2*n+2
      if (.not. (abs (a(i,j) * one - a_ref(i,j)) <= 1d-14)) call abort ()
    end do
  end do
  deallocate (a, a_ref, b)
end program main
