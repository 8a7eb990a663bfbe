/** §6: a logged-in customer is a reader or a bookseller; staff is a flag on top of either. */
export type Role = 'reader' | 'bookseller' | 'staff';

export function rolesOf(user: { isStaff: boolean; isBookseller: boolean }): Role[] {
  const roles: Role[] = [user.isBookseller ? 'bookseller' : 'reader'];
  if (user.isStaff) roles.push('staff');
  return roles;
}

/** True when the user has at least one of the roles (no roles asked: any logged-in user). */
export function hasAnyRole(userRoles: readonly Role[], required: readonly Role[]): boolean {
  return required.length === 0 || required.some((role) => userRoles.includes(role));
}
