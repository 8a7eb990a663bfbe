/**
 * A module's contribution to the ops counters: one SELECT returning rows `(kind, label, n)`, owned
 * by the module whose tables it reads. The API's metrics join every module's into one UNION ALL
 * statement (one round trip per scrape) without reading another module's tables itself.
 */
export type CountRowsSql = string;

/** Minimum ages of unfinished queued work, in seconds, as the counters report them. */
export const UNFINISHED_AGES = { '1m': 60, '10m': 600, '1h': 3600 } as const;
export type UnfinishedAge = keyof typeof UNFINISHED_AGES;

/** `(VALUES ('1m', 60), …) a(age, secs)`: the ages to count unfinished work at, for a count SQL. */
export const UNFINISHED_AGES_SQL = `(VALUES ${Object.entries(UNFINISHED_AGES)
  .map(([age, secs]) => `('${age}', ${secs})`)
  .join(', ')}) a(age, secs)`;
