import type { ReactNode } from 'react';

/** A page of text (legal pages, FAQ): its heading, a lead, then sober prose. */
export function TextPage({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="text-page">
      <header className="page-head">
        <p className="page-head__eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {lead && <p className="page-head__lead">{lead}</p>}
      </header>
      <div className="prose prose--legal">{children}</div>
    </article>
  );
}
