import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@shop/audit';
import { DrfValidationError } from '@shop/common';
import { DataSource } from 'typeorm';
import { CAMPAIGN_MESSAGES } from './campaign-rules';
import { CAMPAIGN_ENTITY } from './staff-campaigns.commands';
import type { CampaignBulkAction } from './staff-campaigns.dto';

/** The value of `draft` each action sets. */
const DRAFT_AFTER: Record<CampaignBulkAction, boolean> = { make_public: false, make_draft: true };

/** Publishes up to 100 campaigns, or puts them back in draft; answers how many changed. */
export class BulkCampaignsCommand extends Command<{ updated: number }> {
  constructor(
    readonly ids: number[],
    readonly action: CampaignBulkAction,
    readonly actorId: number,
  ) {
    super();
  }
}

@CommandHandler(BulkCampaignsCommand)
export class BulkCampaignsHandler implements ICommandHandler<BulkCampaignsCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  execute({ ids, action, actorId }: BulkCampaignsCommand): Promise<{ updated: number }> {
    const draft = DRAFT_AFTER[action];
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    return this.db.transaction(async (tx) => {
      // Locked in id order: two bulk actions at once never wait for each other in a cycle.
      const rows = await tx.query<{ id: number; draft: boolean }[]>('SELECT id, draft FROM crowdfundings WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [wanted]);
      const found = new Set(rows.map((r) => r.id));
      const unknown = wanted.filter((id) => !found.has(id));
      if (unknown.length > 0) throw DrfValidationError.single('ids', CAMPAIGN_MESSAGES.unknownCampaigns(unknown));
      const changing = rows.filter((r) => r.draft !== draft);
      for (const row of changing) {
        await tx.query('UPDATE crowdfundings SET draft = $2, version = version + 1, updated_at = now() WHERE id = $1', [row.id, draft]);
        await this.audit.record(tx, { entity: CAMPAIGN_ENTITY, entityId: row.id, action, actorId, changes: { draft: { from: row.draft, to: draft } } });
      }
      return { updated: changing.length };
    });
  }
}
