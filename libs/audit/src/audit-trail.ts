import { Injectable } from '@nestjs/common';
import { currentRequestId } from '@shop/common';
import type { EntityManager } from 'typeorm';
import type { AuditChanges } from './changes';

/**
 * The kinds of records staff edit, each written by the module that owns it: the read route's
 * `entity` filter accepts these and nothing else (an unknown kind is a mistake, not an empty history).
 */
export const AUDITED_RECORD_KINDS = [
  'author',
  'book',
  'campaign',
  'contribution',
  'customer',
  'event',
  'faq',
  'goodie',
  'label',
  'mail-suppression',
  'news',
  'newsletter',
  'order',
  'parcel',
  'reward',
  'voucher',
] as const;
export type AuditedRecordKind = (typeof AUDITED_RECORD_KINDS)[number];

/** What a staff command records of one change to one record. */
export interface AuditRecord {
  /** The kind of record (the `entity` filter of the read route). */
  entity: AuditedRecordKind;
  entityId: number | string;
  /** `created`, `updated`, or a named action (`published`…). */
  action: string;
  actorId: number | null;
  changes: AuditChanges;
}

/**
 * Writes audit entries inside the caller's transaction: the entry exists exactly when the change
 * does. The request id of the log context is kept, to find the request's log lines.
 */
@Injectable()
export class AuditTrail {
  async record(tx: EntityManager, entry: AuditRecord): Promise<void> {
    await tx.query('INSERT INTO audit_entries (entity, entity_id, action, actor_id, changes, request_id) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [
      entry.entity,
      String(entry.entityId),
      entry.action,
      entry.actorId,
      JSON.stringify(entry.changes),
      currentRequestId() ?? null,
    ]);
  }
}
