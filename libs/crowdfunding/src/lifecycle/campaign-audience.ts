import type { EntityManager } from 'typeorm';

/**
 * The addresses of a campaign's backers who did not turn its news off, one per address (a backer
 * of several contributions is written to once, if any of them still takes the news). Contributions
 * without an account have no address to write to.
 */
export async function subscribedBackerAddresses(tx: Pick<EntityManager, 'query'>, campaignId: number): Promise<string[]> {
  const rows = await tx.query<{ email: string }[]>(
    `SELECT lower(u.email) AS email
       FROM contributions c JOIN users u ON u.id = c.user_id
      WHERE c.crowdfunding_id = $1
      GROUP BY lower(u.email)
     HAVING bool_or(NOT c.unsubscribed)
      ORDER BY 1`,
    [campaignId],
  );
  return rows.map((r) => r.email);
}

/**
 * The addresses of every backer of a campaign who has an account, one per address, whatever they
 * chose for its news: a campaign's outcome concerns their money, so each of them is told.
 */
export async function backerAddresses(tx: Pick<EntityManager, 'query'>, campaignId: number): Promise<string[]> {
  const rows = await tx.query<{ email: string }[]>(
    'SELECT DISTINCT lower(u.email) AS email FROM contributions c JOIN users u ON u.id = c.user_id WHERE c.crowdfunding_id = $1 ORDER BY 1',
    [campaignId],
  );
  return rows.map((r) => r.email);
}

/** How many addresses `backerAddresses` would give: the backers told of the campaign's outcome. */
export async function backerCount(tx: Pick<EntityManager, 'query'>, campaignId: number): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }[]>(
    'SELECT count(DISTINCT lower(u.email))::int AS n FROM contributions c JOIN users u ON u.id = c.user_id WHERE c.crowdfunding_id = $1',
    [campaignId],
  );
  return n;
}

/** How many addresses `subscribedBackerAddresses` would give, for the back office's checkbox. */
export async function subscribedBackerCount(tx: Pick<EntityManager, 'query'>, campaignId: number): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM contributions c JOIN users u ON u.id = c.user_id
        WHERE c.crowdfunding_id = $1 GROUP BY lower(u.email) HAVING bool_or(NOT c.unsubscribed)) s`,
    [campaignId],
  );
  return n;
}

/** Where staff read a campaign's end: the active staff accounts. */
export async function staffAddresses(tx: Pick<EntityManager, 'query'>): Promise<string[]> {
  const rows = await tx.query<{ email: string }[]>('SELECT DISTINCT lower(email) AS email FROM users WHERE is_staff AND is_active ORDER BY 1');
  return rows.map((r) => r.email);
}
