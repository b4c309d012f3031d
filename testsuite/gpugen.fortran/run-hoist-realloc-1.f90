! A loop whose body reads an allocatable array's descriptor, runs a
! nest over it, then deallocates and allocates the array again with
! another size: gfortran loads the data pointer and offset in every
! iteration, before the nest.  gpugen-hoist.cc moved such loads to the
! loop's preheader where nothing before them in the iteration could
! store to the descriptor, without looking at the stores after them
! (the reallocation, which reaches the next iteration by the latch):
! from the second iteration on, the nest (on the host path too, since
! the move stays in the program) updated the freed array and left the
! new one alone, and the program's deallocate freed it again (double
! free).  Now a load moves only where nothing in the loop may store to
! the field.  An allocatable dummy, a module array and a local array;
! every value matches the expected one (sizes 0, 1 and more).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_hoist_realloc_1
  implicit none
  real(8), allocatable :: gm(:)
contains
  ! Stop with CODE unless the elements of A sum to WANT (a call, after
  ! which gfortran loads A's descriptor again).
  subroutine expect (a, want, code)
    real(8), intent(in) :: a(:), want
    integer, intent(in) :: code
    if (sum (a) /= want) stop code
  end subroutine expect

  ! Add IT to each element of A, then reallocate A with N + IT
  ! elements, all IT; stop with CODE unless the sum after each nest is
  ! the expected one (the first array holds ones).
  subroutine dummy (a, n, code)
    real(8), allocatable, intent(inout) :: a(:)
    integer, intent(in) :: n, code
    integer :: i, it
    real(8) :: want
    do it = 1, 4
      do i = 1, size (a) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        a(i) = a(i) + it
      end do
      if (it == 1) then
        want = 2 * size (a)
      else
        want = (2 * it - 1) * size (a)
      end if
      call expect (a, want, code)
      deallocate (a)
      allocate (a(n + it))
      a = it ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    end do
  end subroutine dummy

  ! The same on the module array GM.
  subroutine module_array (n, code)
    integer, intent(in) :: n, code
    integer :: i, it
    real(8) :: want
    do it = 1, 4
      do i = 1, size (gm) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        gm(i) = gm(i) * 2 + it
      end do
      if (it == 1) then
        want = 3 * size (gm)
      else
        want = (3 * it - 4) * size (gm)
      end if
      call expect (gm, want, code)
      deallocate (gm)
      allocate (gm(n + 2 * it))
      gm = it - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    end do
  end subroutine module_array

  ! The same on a local array, allocated with N elements first.
  subroutine local_array (n, code)
    integer, intent(in) :: n, code
    real(8), allocatable :: b(:)
    integer :: i, it
    allocate (b(n))
    b = 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    do it = 1, 4
      do i = 1, size (b) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        b(i) = b(i) - it
      end do
      call expect (b, dble (merge (0, -1, it == 1) * size (b)), code)
      deallocate (b)
      allocate (b(n + it))
      b = it ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    end do
  end subroutine local_array
end module run_hoist_realloc_1

program main
  use run_hoist_realloc_1
  implicit none
  real(8), allocatable :: a(:)
  integer :: n
  do n = 0, 7, 7
    allocate (a(n + 1))
    a = 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    call dummy (a, n, 10 + n)
    if (size (a) /= n + 4 .or. any (a /= 4)) stop 20
    deallocate (a)
    allocate (gm(n))
    gm = 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    call module_array (n, 30 + n)
    if (size (gm) /= n + 8 .or. any (gm /= 3)) stop 40
    deallocate (gm)
    call local_array (n, 50 + n)
  end do
end program main
