import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { openModal } from './modal';

interface SectionProps {
  title: string;
  /** A heading level for pages where the section is not under the page's h1. */
  level?: 2 | 3;
  more?: { to: string; label: string };
  /** The help modal's content: a '?' button opens it (spec §1: each home section has one). */
  help?: { title: string; body: ReactNode };
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled block of a page (home and projects sections), with its optional 'see all' link and help. */
export function Section({ title, level = 2, more, help, intro, children, className }: SectionProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={`section ${className ?? ''}`} aria-labelledby={id}>
      <div className="section__head">
        <div className="section__title">
          <Heading id={id}>{title}</Heading>
          {help && (
            <button type="button" className="help-button" aria-haspopup="dialog" onClick={() => openModal(help)}>
              <span aria-hidden="true">?</span>
              <span className="visually-hidden">Aide : {title}</span>
            </button>
          )}
        </div>
        {more && (
          <Link to={more.to} className="section__more">
            {more.label} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {intro && <p className="section__intro">{intro}</p>}
      {children}
    </section>
  );
}
