import { preparedQuery, SqlParams } from '@shop/common';
import type { EntityManager } from 'typeorm';

/**
 * The next number of a series (invoices `F2026`, credit notes `A2026`) as two CTEs: `counter` moves
 * the series' counter (created at 1), `drawn` gives the number as printed, `F2026-000042`. Gapless:
 * the counter row stays locked until the transaction ends, so a rolled-back payment gives its number
 * back. `from`: a CTE that must have a row for the number to be drawn (the append's `moved`).
 */
export function drawNumberCtes(params: SqlParams, series: string, from?: string): string[] {
  const source = from === undefined ? `VALUES (${params.add(series, 'text')}, 1)` : `SELECT ${params.add(series, 'text')}, 1 FROM ${from}`;
  return [
    `counter AS (INSERT INTO invoice_counters (series, last_number) ${source}
       ON CONFLICT (series) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number)`,
    `drawn AS (SELECT ${params.add(`${series}-`, 'text')} || lpad(last_number::text, greatest(6, length(last_number::text)), '0') AS number FROM counter)`,
  ];
}

/** The next number of a series, drawn in the caller's transaction (drawNumberCtes). */
export async function drawNumber(tx: EntityManager, series: string): Promise<string> {
  const params = new SqlParams();
  const [{ number }] = await preparedQuery<{ number: string }>(tx, `WITH ${drawNumberCtes(params, series).join(', ')} SELECT number FROM drawn`, params.values);
  return number;
}
