import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { chooseConsent, useConsent } from '@/lib/consent';
import { paths } from '@/config/paths';
import './consent-banner.css';

/**
 * The choice about audience measurement, asked once (then every six months) and whenever the
 * visitor opens « Gestion des cookies »: « Tout refuser » and « Tout accepter » side by side, the
 * same size and weight, nothing measured until one is chosen. A region at the bottom of the page,
 * not a modal: the page stays usable meanwhile (refusing by ignoring it measures nothing).
 */
export function ConsentBanner({ labelSlug }: { labelSlug: string }) {
  const { ask, choice } = useConsent();
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  // Reopened from the footer: the keyboard goes to the choice.
  useEffect(() => {
    if (ask && choice) region.current?.focus();
  }, [ask, choice]);
  if (!ask) return null;
  return (
    <section ref={region} className="consent-banner" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="consent-banner__title">
        Cookies et mesure d’audience
      </h2>
      <p className="consent-banner__text">
        Le site ne garde dans votre navigateur que ce qui le fait fonctionner (votre session, votre panier, ce choix). Sur certaines pages de projet, le porteur ou la porteuse du
        projet peut mesurer son audience avec le pixel Facebook : il ne se charge qu’avec votre accord.{' '}
        <Link to={paths.label.legal.getHref(labelSlug, 'eula')}>En savoir plus</Link>
        {choice && <span className="consent-banner__current"> Votre choix actuel : {choice.measure ? 'mesure acceptée' : 'mesure refusée'}.</span>}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--small consent-banner__choice" onClick={() => chooseConsent(false)}>
          Tout refuser
        </button>
        <button type="button" className="button button--small consent-banner__choice" onClick={() => chooseConsent(true)}>
          Tout accepter
        </button>
      </div>
    </section>
  );
}
