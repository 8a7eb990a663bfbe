import type { Role } from '../domain/roles';

/** The logged-in user as guards and handlers see it (request.user). */
export interface AuthUser {
  id: number;
  email: string;
  isStaff: boolean;
  isBookseller: boolean;
  roles: Role[];
  /** The bookseller's discount in basis points as loaded with the user (null: none); absent when not loaded. */
  booksellerDiscountBp?: number | null;
}
