import { useState } from 'react';
import { DownloadLink } from '@/components/ui/download-link';
import { useProjectSubmissions } from '../api/project-submissions';
import { formatStamp } from './formats';
import { LoadFailed, Loading, Pager } from '@/components/back-office/page-states';

const PAGE = 20;

/** « 2,4 Mo », « 830 Ko ». */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
}

/** 'PDF', 'DOCX'…: what staff need to know to open it. */
const kindOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toUpperCase() ?? 'fichier';

/** The projects authors submitted, newest first: who, the title, the presentation, the manuscript to download. */
export function ProjectSubmissions() {
  const [offset, setOffset] = useState(0);
  const { page, error, retry } = useProjectSubmissions(offset, PAGE);
  if (error && !page) return <LoadFailed error={error} onRetry={retry} />;
  if (!page) return <Loading>Chargement des projets…</Loading>;
  if (page.results.length === 0) return <p className="staff-empty">Aucun projet soumis pour l’instant.</p>;
  return (
    <>
      <p className="staff-count">{page.count > 1 ? `${page.count} projets, les plus récents d’abord.` : '1 projet.'}</p>
      <ol className="staff-inbox" aria-label="Projets soumis">
        {page.results.map((p) => (
          <li key={p.id} className="staff-inbox__item">
            <article aria-labelledby={`project-${p.id}`}>
              <header className="staff-inbox__head">
                <h2 id={`project-${p.id}`} className="staff-inbox__title">
                  {p.title}
                </h2>
                <p className="staff-inbox__meta">
                  {p.name} · <a href={`mailto:${p.email}?subject=${encodeURIComponent(`Re: ${p.title}`)}`}>{p.email}</a> ·{' '}
                  <time dateTime={p.created_at}>{formatStamp(p.created_at)}</time>
                </p>
              </header>
              <p className="staff-inbox__text">{p.summary}</p>
              <p className="staff-inbox__file">
                {p.file && p.file_url ? (
                  <>
                    <DownloadLink
                      href={p.file_url}
                      filename={p.file.name}
                      failure="Le manuscrit n’a pas pu être téléchargé. Veuillez réessayer."
                      busyLabel="Téléchargement…"
                      className="button button--ghost button--small"
                    >
                      Télécharger le manuscrit
                    </DownloadLink>{' '}
                    <span className="staff-muted">
                      {p.file.name} ({kindOf(p.file.name)}, {fileSize(p.file.size)})
                    </span>
                  </>
                ) : (
                  <span className="staff-muted">Aucun manuscrit joint.</span>
                )}
              </p>
            </article>
          </li>
        ))}
      </ol>
      <Pager label="Pages des projets" offset={offset} pageSize={PAGE} hasNext={Boolean(page.next)} onGo={setOffset} />
    </>
  );
}
