! A kernel of a module procedure is named after the procedure's source
! name and the nest's line, not after its mangled name
! (__run_profile_names_1_MOD_twice), and the profile's kernel line gives
! the file, the line, the procedure, the grid and the block.
! { dg-do run }
! { dg-additional-options "-fno-inline" }

module run_profile_names_1
  implicit none
contains
  subroutine twice (n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n)
    integer :: i
    do i = 1, n
      a(i) = 2 * a(i)
    end do
  end subroutine twice
end module run_profile_names_1

program main
  use run_profile_names_1
  implicit none
  real(8) :: a(1000)
  integer :: i
  do i = 1, 1000
    a(i) = i
  end do
  call twice (1000, a)
  do i = 1, 1000
    if (a(i) /= 2 * i) stop 1
  end do
end program main

! { dg-output ".*gpugen: kernel gpugen_twice_L15_0 \\(\[^\n\]*gpugen.fortran/run-profile-names-1.f90:15, twice\\): 1 launch, grid \\(\[0-9,\]+\\), block \\(\[0-9,\]+\\), \[0-9.\]+ ms" }
