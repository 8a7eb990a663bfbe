import { enqueueInOutbox, QUEUES } from '@shop/common';
import type { EntityManager } from 'typeorm';

/**
 * Asks the worker to (re)plan a campaign's end job, in the transaction that set its dates: the
 * outbox hands the request over at least once, and the worker replaces the job of an earlier end.
 */
export function planCampaignEnd(tx: EntityManager, campaignId: number): Promise<string> {
  return enqueueInOutbox(tx, { queue: QUEUES.campaignEnds, name: 'plan', data: { campaignId } });
}
