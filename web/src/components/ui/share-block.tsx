import { useEffect, useState } from 'react';
import { BrandIcon, Icon, type Brand } from './icons';

/** The share windows of the four networks (spec §2 'Share block'). */
const NETWORKS: { brand: Brand; name: string; href: (url: string, text: string) => string }[] = [
  { brand: 'facebook', name: 'Facebook', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { brand: 'bluesky', name: 'Bluesky', href: (url, text) => `https://bsky.app/intent/compose?text=${encodeURIComponent(`${text} ${url}`)}` },
  { brand: 'linkedin', name: 'Linkedin', href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  { brand: 'x', name: 'X (Twitter)', href: (url, text) => `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}` },
];

const COPIED_FOR_MS = 2500;

/** Share buttons: each opens the network's share window; 'Copier le lien' copies the page's address. */
export function ShareBlock({ url, text, title = 'Partager' }: { url: string; text: string; title?: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="share">
      <p className="share__title">{title}</p>
      <ul className="share__list">
        {NETWORKS.map(({ brand, name, href }) => (
          <li key={brand}>
            <button type="button" className="share__button" onClick={() => window.open(href(url, text), '_blank', 'noopener,noreferrer,width=640,height=560')}>
              <BrandIcon brand={brand} />
              <span className="visually-hidden">Partager sur {name} (nouvelle fenêtre)</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="share__button share__button--copy" onClick={() => void copy()}>
            <Icon name={copied === 'yes' ? 'check' : 'link'} size={18} />
            <span>Copier le lien</span>
          </button>
        </li>
      </ul>
      <p className="share__status" role="status" aria-live="polite">
        {copied === 'yes' && 'Lien copié'}
        {copied === 'failed' && "Le lien n'a pas pu être copié : sélectionnez l'adresse de la page."}
      </p>
    </div>
  );
}
