/** PostgreSQL error codes the accounts module turns into answers. */
const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

interface PgError {
  code?: string;
  constraint?: string;
  driverError?: PgError;
}

/** TypeORM wraps the driver's error; the SQLSTATE is on either. */
export function sqlState(error: unknown): string | undefined {
  const e = error as PgError;
  return e?.code ?? e?.driverError?.code;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  const name = e?.constraint ?? e?.driverError?.constraint;
  return sqlState(error) === UNIQUE_VIOLATION && (constraint === undefined || name === constraint);
}
