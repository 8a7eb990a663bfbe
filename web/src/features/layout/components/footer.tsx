import { Picture } from '@/components/ui/picture';
import type { Label } from '@/types/api';

const NETWORKS = [
  ['facebookPage', 'Facebook'],
  ['blueskyPage', 'Bluesky'],
  ['linkedinPage', 'Linkedin'],
  ['instagramPage', 'Instagram'],
] as const;

/** The site footer: who we are and where to follow the label. */
export function Footer({ label }: { label: Label }) {
  const networks = NETWORKS.filter(([field]) => label[field]);
  const lines = label.catchLines?.split('\n').filter(Boolean) ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-editions">
          <h2 id="footer-editions" className="site-footer__title">
            <Picture
              src={label.logoFooter}
              webp={label.logoFooterWebp}
              alt={label.name}
              className="site-footer__logo"
              width={440}
              height={120}
              fallback={label.name}
            />
          </h2>
          {lines.length > 0 && (
            <ul className="site-footer__lines">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </section>
        {networks.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="site-footer__title">
              Nous suivre
            </h2>
            <ul className="site-footer__links">
              {networks.map(([field, name]) => (
                <li key={field}>
                  <a href={label[field] ?? undefined} target="_blank" rel="noopener noreferrer">
                    {name}
                    <span className="visually-hidden"> (nouvel onglet)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} {label.name}</p>
    </footer>
  );
}
