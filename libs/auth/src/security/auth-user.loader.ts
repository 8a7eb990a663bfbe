import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rolesOf } from '../domain/roles';
import { AuthUser } from './auth-user';

/** Loads the account behind a verified access token, with what roles depend on. */
@Injectable()
export class AuthUserLoader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** null when the account no longer exists; `active` tells whether it may still act. */
  async load(userId: number): Promise<{ user: AuthUser; active: boolean } | null> {
    const [row] = await this.db.query<{ id: number; email: string; is_staff: boolean; is_active: boolean; is_bookseller: boolean }[]>(
      `SELECT u.id, u.email, u.is_staff, u.is_active, EXISTS (SELECT 1 FROM booksellers b WHERE b.user_id = u.id) AS is_bookseller
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    if (!row) return null;
    const flags = { isStaff: row.is_staff, isBookseller: row.is_bookseller };
    return { user: { id: row.id, email: row.email, ...flags, roles: rolesOf(flags) }, active: row.is_active };
  }
}
