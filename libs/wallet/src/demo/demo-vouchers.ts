import { DEMO_USERS } from '@shop/auth';
import type { EntityManager } from 'typeorm';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Writes the demo's vouchers in the caller's transaction, after the demo accounts: the reader's gift
 * card, half spent and valid for a year, so the profile shows "12.50" of usable vouchers.
 * Idempotent: a fixed id and an upsert.
 */
export async function seedDemoVouchers(manager: EntityManager, now: Date = new Date()): Promise<void> {
  await manager.query(
    `INSERT INTO vouchers (id, code, value_cents, remaining_cents, expiration_date, owner_user_id, purchaser_email)
     VALUES (1, 'BIENVENU', 2500, 1250, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, value_cents = EXCLUDED.value_cents, remaining_cents = EXCLUDED.remaining_cents,
       expiration_date = EXCLUDED.expiration_date, owner_user_id = EXCLUDED.owner_user_id, purchaser_email = EXCLUDED.purchaser_email,
       updated_at = now()`,
    [isoDay(new Date(now.getTime() + 365 * DAY_MS)), DEMO_USERS.reader.id, DEMO_USERS.reader.email],
  );
  await manager.query(`SELECT setval(pg_get_serial_sequence('vouchers', 'id'), GREATEST((SELECT max(id) FROM vouchers), 1))`);
}
