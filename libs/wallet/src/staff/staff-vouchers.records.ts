import { euros, parisDay } from '@shop/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { VoucherStatus } from './staff-vouchers.dto';

type Db = DataSource | EntityManager;

/** A voucher as staff see and edit it (docs/back-office.md). */
export interface StaffVoucherRecord {
  id: number;
  code: string;
  value: string;
  remaining: string;
  expiration_date: string | null;
  status: VoucherStatus;
  email: string | null;
  owner: { id: number; email: string } | null;
  note: string;
  issued_by: number | null;
  created_at: string;
  version: number;
  updated_at: string;
}

export interface VoucherRow {
  id: number;
  code: string;
  value_cents: number;
  remaining_cents: number;
  expiration_date: string | null;
  purchaser_email: string | null;
  owner_user_id: number | null;
  owner_email: string | null;
  note: string;
  issued_by: number | null;
  created_at: Date;
  version: number;
  updated_at: Date;
}

export const VOUCHER_COLUMNS = `v.id, v.code, v.value_cents, v.remaining_cents, to_char(v.expiration_date, 'YYYY-MM-DD') AS expiration_date, v.purchaser_email,
  v.owner_user_id, u.email AS owner_email, v.note, v.issued_by, v.created_at, v.version, v.updated_at`;

export const VOUCHER_FROM = 'vouchers v LEFT JOIN users u ON u.id = v.owner_user_id';

/** Used up first, then past its last day (Paris), else usable. */
export function voucherStatus(row: Pick<VoucherRow, 'remaining_cents' | 'expiration_date'>, today = parisDay(new Date())): VoucherStatus {
  if (row.remaining_cents === 0) return 'used';
  if (row.expiration_date !== null && row.expiration_date < today) return 'expired';
  return 'usable';
}

export function voucherRecord(row: VoucherRow): StaffVoucherRecord {
  return {
    id: row.id,
    code: row.code,
    value: euros(row.value_cents),
    remaining: euros(row.remaining_cents),
    expiration_date: row.expiration_date,
    status: voucherStatus(row),
    email: row.purchaser_email,
    owner: row.owner_user_id !== null && row.owner_email !== null ? { id: row.owner_user_id, email: row.owner_email } : null,
    note: row.note,
    issued_by: row.issued_by,
    created_at: new Date(row.created_at).toISOString(),
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function voucherRow(db: Db, id: number, forUpdate = false): Promise<VoucherRow | null> {
  const [row] = await db.query<VoucherRow[]>(`SELECT ${VOUCHER_COLUMNS} FROM ${VOUCHER_FROM} WHERE v.id = $1${forUpdate ? ' FOR UPDATE OF v' : ''}`, [id]);
  return row ?? null;
}

/** What the audit trail compares: the fields staff set. */
export function voucherAudited(record: StaffVoucherRecord): Record<string, unknown> {
  return { code: record.code, value: record.value, expiration_date: record.expiration_date, email: record.email, note: record.note };
}
