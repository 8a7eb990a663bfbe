import { useEffect, useId } from 'react';
import { DelayedLoading, LoadFailed } from '@/components/back-office/page-states';
import { useAuditTrail } from './audit-api';
import { useTrailReferences } from './audit-references';
import type { AuditEntity } from './types';
import { describeChanges, describeEntry, type AuditVocabulary } from './format-audit';

/** A record's audit trail, newest first: who changed what, from what to what; a page more at each 'Voir plus'. */
export function AuditTrail({
  entity,
  id,
  version,
  vocabulary,
  title = 'Historique des modifications',
}: {
  entity: AuditEntity;
  /** The record's id: a number, or an order's uuid. */
  id: number | string;
  version: number;
  vocabulary?: AuditVocabulary;
  /** The section's heading (a page with several trails names each). */
  title?: string;
}) {
  // Several trails may share a page (a campaign's and its rewards'): each heading has its own id.
  const titleId = useId();
  const trail = useAuditTrail(entity, id);
  const { retry } = trail;
  // Related records by name: the feature's own names first (a campaign's book already loaded).
  const references = useTrailReferences(trail.entries);
  const words: AuditVocabulary = { ...vocabulary, references: { ...references, ...vocabulary?.references } };
  // A save (a new version) adds an entry: the trail is read again.
  useEffect(() => {
    retry();
  }, [version]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="staff-audit" aria-labelledby={titleId}>
      <h2 id={titleId} className="staff-audit__title">
        {title}
      </h2>
      {trail.error && !trail.loaded ? (
        <LoadFailed error={trail.error} onRetry={retry} />
      ) : !trail.loaded ? (
        <DelayedLoading>Chargement de l’historique…</DelayedLoading>
      ) : trail.entries.length === 0 ? (
        <p className="staff-empty">Aucune modification enregistrée.</p>
      ) : (
        <>
          <ol className="staff-audit__list" aria-label="Modifications, de la plus récente à la plus ancienne">
            {trail.entries.map((entry) => (
              <li key={entry.id} className="staff-audit__entry">
                <p className="staff-audit__who">
                  <time dateTime={entry.at}>{describeEntry(entry)}</time>
                  {describeChanges(entry, words).length > 0 ? '\u00a0:' : ''}
                </p>
                {describeChanges(entry, words).length > 0 && (
                  <ul className="staff-audit__changes">
                    {describeChanges(entry, words).map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          {trail.hasMore && (
            <button type="button" className="button button--ghost button--small" disabled={trail.loadingMore} onClick={trail.more}>
              {trail.loadingMore ? 'Chargement…' : 'Voir plus'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
