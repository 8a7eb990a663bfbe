import { Link } from 'react-router-dom';
import { reopenConsent } from '@/lib/consent';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { wallClock } from '@shop/typography';
import { useInitialNow } from '@/lib/ssr/server-render';
import type { Label, LabelSummary } from '@/types/api';
import { SocialLinks } from './social-links';

/** The site footer (spec §2): the editions, personal and professional access, follow us, legal links. */
export function Footer({ label, labels }: { label: Label; labels: readonly LabelSummary[] }) {
  const slug = label.slug;
  // The year in Paris, as the server wrote it (the same text at hydration, even on New Year's Eve).
  const year = wallClock(new Date(useInitialNow())).year;
  const lines = label.catchLines?.split('\n').filter(Boolean) ?? [];
  // Gift cards are spent on every label: a label without a shop sends visitors to one that has it.
  const giftCardsLabel = label.featureShop ? slug : labels.find((l) => l.featureShop)?.slug;
  const hasNetworks = Boolean(label.facebookPage || label.blueskyPage || label.linkedinPage || label.instagramPage);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-label="Les éditions">
          <Picture
            src={label.logoFooter}
            webp={label.logoFooterWebp}
            alt={label.name}
            className="site-footer__logo"
            width={440}
            height={120}
            fallback={<p className="site-footer__name">{label.name}</p>}
          />
          {lines.length > 0 && (
            <ul className="site-footer__lines">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-editions">
          <h2 id="footer-editions" className="site-footer__title">
            Nos éditions
          </h2>
          <ul className="site-footer__links">
            {(labels.length > 0 ? labels : [label]).map((l) => (
              <li key={l.slug}>
                <Link to={paths.label.home.getHref(l.slug)}>{l.name}</Link>
              </li>
            ))}
            {label.featureAbout && (
              <li>
                <Link to={paths.label.about.getHref(slug)}>Qui sommes-nous ?</Link>
              </li>
            )}
          </ul>
        </nav>

        <nav aria-labelledby="footer-access">
          <h2 id="footer-access" className="site-footer__title">
            Particuliers et pros
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.label.contact.getHref(slug, 'soumettre-projet')}>Soumettre un projet</Link>
            </li>
            {giftCardsLabel && (
              <li>
                {/* Visitors look here for gift cards to buy; readers reach their own codes from that page and from their account. */}
                <Link to={paths.label.giftCards.getHref(giftCardsLabel)}>Bon d'achat</Link>
              </li>
            )}
            <li>
              <Link to={paths.label.bookseller.getHref(slug)}>Je suis libraire</Link>
            </li>
            {label.featureBookseller && (
              <li>
                <Link to={paths.label.bookseller.getHref(slug, 'boutique')}>Boutique libraire</Link>
              </li>
            )}
          </ul>
        </nav>

        {hasNetworks && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="site-footer__title">
              Nous suivre
            </h2>
            <SocialLinks label={label} withNames className="site-footer__links site-footer__social" />
          </section>
        )}

        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__title">
            Informations
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.label.contact.getHref(slug)}>Contact</Link>
            </li>
            <li>
              <Link to={paths.label.contact.getHref(slug, 'questions-frequentes')}>Questions fréquentes</Link>
            </li>
            <li>
              <Link to={paths.label.legal.getHref(slug, 'cgv')}>Conditions générales de vente</Link>
            </li>
            <li>
              <Link to={paths.label.legal.getHref(slug, 'mentions-legales')}>Mentions légales</Link>
            </li>
            <li>
              <button type="button" className="site-footer__button" onClick={reopenConsent}>
                Gestion des cookies
              </button>
            </li>
            <li>
              <Link to={paths.label.legal.getHref(slug, 'credits')}>Crédits</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">
        © {year} {label.name} — librairie en ligne, maison d'édition et financement participatif
      </p>
    </footer>
  );
}
