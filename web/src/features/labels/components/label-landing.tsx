import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import type { Label } from '@/types/api';
import { useLabels } from '../api/get-labels';

/** Spec §1: the default label's home points to the queer-romance label. */
const QUEER_ROMANCE_SLUG = 'queer-romance';
const DEFAULT_LABEL_ID = 1;

/** The landing block of a label's home: its big logo, catch phrase and catch lines. */
export function LabelLanding({ label }: { label: Label }) {
  const lines = label.catchLines?.split('\n').filter(Boolean) ?? [];
  const romance = useLabels().find((l) => l.slug === QUEER_ROMANCE_SLUG);
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{label.name}</p>
        <h1 id="home-title" className="hero__title">
          {label.catchPhrase?.trim() || label.name}
        </h1>
        {lines.length > 0 && (
          <ul className="hero__lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {label.id === DEFAULT_LABEL_ID && (
          <Link to={paths.label.home.getHref(QUEER_ROMANCE_SLUG)} className="hero__romance">
            <span aria-hidden="true">♥</span> Envie de romance queer ? Découvrez {romance ? romance.name : 'notre collection dédiée'}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
      {/* The header already names the label: here the big logo is decoration. */}
      <Picture src={label.logoBig} alt="" className="hero__logo" width={600} height={520} eager fallback={null} />
    </section>
  );
}
