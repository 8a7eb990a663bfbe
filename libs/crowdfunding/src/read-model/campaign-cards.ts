import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SerializeContext } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { Crowdfunding } from '../entities';
import { CampaignStats } from '../loaders/campaign-stats.loader';
import { CampaignPresenter } from '../queries/campaign.presenter';
import { CampaignClock, campaignLiveFields } from '../serializers/crowdfunding.serializer';

/** Bumped whenever a campaign's representation changes shape: older rows are written again at start. */
export const CAMPAIGN_CARD_VERSION = 1;

/** Media links are stored without an origin: the reader's is put in front. */
const STORED: SerializeContext = { origin: '', now: new Date(0) };

/** A stored media link (`"/media/…"` opening a JSON string: only after `:`, `,` or `[` can a quote open one). */
const RELATIVE_MEDIA = /([:,[])"\/media\//g;

const BATCH = 200;

/** A campaign card as read with its row's clock facts and its figures. */
export interface CampaignCardRow {
  id: number;
  json: string | null;
  stale: boolean;
  goal_type: 1 | 2;
  goal: number;
  start_date: Date;
  end_date: Date;
  release_date: string | null;
  disabled: boolean;
  collected: string | null;
  contributors: number | null;
  visible: number | null;
  books: number | null;
}

/** The columns a card's query selects besides the card (`cf`: crowdfundings, `c`: campaign_cards, `s`: campaign_stats). */
export const CAMPAIGN_CARD_COLUMNS = `cf.id, c.json, c.stale, cf.goal_type, cf.goal, cf.start_date, cf.end_date, to_char(cf.release_date, 'YYYY-MM-DD') AS release_date,
  cf.disabled, s.collected_cents AS collected, s.contributors, s.visible_contributions AS visible, s.books_sold AS books`;

/** A stored card as the reader gets it: media links under its origin, figures and clock-dependent fields worked out now. */
export function presentCampaignCard(json: string, row: CampaignCardRow, ctx: SerializeContext): Record<string, unknown> {
  const card = JSON.parse(json.replace(RELATIVE_MEDIA, `$1"${ctx.origin}/media/`)) as Record<string, unknown>;
  const clock: CampaignClock = {
    goalType: row.goal_type,
    goal: row.goal,
    startDate: row.start_date,
    endDate: row.end_date,
    releaseDate: row.release_date,
    disabled: row.disabled,
  };
  const stats: CampaignStats = {
    collectedCents: Number(row.collected ?? 0),
    backers: row.contributors ?? 0,
    visibleContributions: row.visible ?? 0,
    booksSold: row.books ?? 0,
  };
  // Every key is already in the card: assigning keeps their order.
  return Object.assign(card, campaignLiveFields(clock, stats, ctx.now));
}

/**
 * The campaigns' cards (`campaign_cards`): each campaign's representation without expansions,
 * figures or clock-dependent fields, written once for every read. Triggers mark a card stale in
 * the transaction of any change to what it is made of (campaign, news, FAQ, rewards, author,
 * label, book's slug); it is written again at start, or by the first read that finds it stale.
 */
@Injectable()
export class CampaignCards implements OnApplicationBootstrap {
  private readonly logger = new Logger('CampaignCards');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly presenter: CampaignPresenter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.db.query('UPDATE campaign_cards SET stale = true WHERE version <> $1 AND NOT stale', [CAMPAIGN_CARD_VERSION]);
    let written = 0;
    for (;;) {
      const rows = await this.db.query<{ crowdfunding_id: number }[]>('SELECT crowdfunding_id FROM campaign_cards WHERE stale ORDER BY crowdfunding_id LIMIT $1', [BATCH]);
      if (rows.length === 0) break;
      const done = await this.refresh(rows.map((r) => r.crowdfunding_id));
      if (done.written === 0) break;
      written += done.written;
    }
    if (written > 0) this.logger.log(`Fiches campagnes écrites : ${written}`);
  }

  /** Writes the stale cards among `ids` again (those no other transaction holds) and answers every card of `ids`, read now. */
  async refresh(ids: number[]): Promise<{ cards: Map<number, string>; written: number }> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return { cards: new Map(), written: 0 };
    return this.db.transaction(async (tx) => {
      // Locked before the campaign is read: a change committed after this waits for the lock, then marks the card stale again.
      const locked = await tx.query<{ crowdfunding_id: number }[]>(
        'SELECT crowdfunding_id FROM campaign_cards WHERE crowdfunding_id = ANY($1) AND stale ORDER BY crowdfunding_id FOR UPDATE SKIP LOCKED',
        [unique],
      );
      // Read through the pool, after the lock: the presenter's queries run in parallel.
      const campaigns = await this.db.getRepository(Crowdfunding).findBy({ id: In(unique) });
      const presented = await this.presenter.present(campaigns, {}, STORED);
      const cards = new Map(campaigns.map((cf, i) => [cf.id, JSON.stringify(presented[i])]));
      const writable = locked.map((r) => r.crowdfunding_id).filter((id) => cards.has(id));
      if (writable.length > 0) {
        await tx.query(
          `UPDATE campaign_cards c SET json = t.json, stale = false, version = $3, refreshed_at = now()
             FROM unnest($1::int[], $2::text[]) AS t(crowdfunding_id, json) WHERE c.crowdfunding_id = t.crowdfunding_id`,
          [writable, writable.map((id) => cards.get(id)!), CAMPAIGN_CARD_VERSION],
        );
      }
      return { cards, written: writable.length };
    });
  }

  /** The rows' cards, the stale ones written again first; rows whose campaign is gone are left out. */
  async fresh(rows: CampaignCardRow[]): Promise<{ row: CampaignCardRow; json: string }[]> {
    const stale = rows.filter((r) => r.stale || r.json === null).map((r) => r.id);
    const written = stale.length ? (await this.refresh(stale)).cards : new Map<number, string>();
    return rows.flatMap((row) => {
      const json = written.get(row.id) ?? (row.stale ? null : row.json);
      return json === null ? [] : [{ row, json }];
    });
  }
}
