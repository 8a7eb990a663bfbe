import { useId, type ReactNode } from 'react';

interface FormPageProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** A second column beside the form on wide screens (sign-up links, reassurance). */
  aside?: ReactNode;
  wide?: boolean;
}

/** The frame of a one-form page (login, sign-up, vouchers…): a titled card, with an optional side panel. */
export function FormPage({ eyebrow, title, lead, children, aside, wide = false }: FormPageProps) {
  const titleId = useId();
  return (
    <section className={`form-page${aside ? ' form-page--with-aside' : ''}${wide ? ' form-page--wide' : ''}`} aria-labelledby={titleId}>
      <div className="form-page__card">
        {eyebrow && <p className="form-page__eyebrow">{eyebrow}</p>}
        <h1 id={titleId} className="form-page__title">
          {title}
        </h1>
        {lead && <div className="form-page__lead">{lead}</div>}
        {children}
      </div>
      {aside && <aside className="form-page__aside">{aside}</aside>}
    </section>
  );
}
