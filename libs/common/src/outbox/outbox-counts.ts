import { UNFINISHED_AGES_SQL, type CountRowsSql } from '../metrics/count-rows';

/** The outbox's counters: rows handed again after Redis lost their job, and rows handed long ago and still unfinished. */
export const OUTBOX_COUNTS_SQL: CountRowsSql = `
  SELECT 'requeued' AS kind, 'outbox' AS label, coalesce(sum(requeued), 0)::int AS n FROM outbox WHERE requeued > 0
  UNION ALL
  SELECT 'unfinished', 'outbox|' || a.age, count(o.id)::int
    FROM ${UNFINISHED_AGES_SQL}
    LEFT JOIN outbox o ON o.dispatched_at IS NOT NULL AND o.completed_at IS NULL
                      AND greatest(o.dispatched_at, coalesce(o.run_at, o.dispatched_at)) < now() - make_interval(secs => a.secs)
   GROUP BY a.age`;
