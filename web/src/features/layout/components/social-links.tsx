import { BrandIcon, type Brand } from '@/components/ui/icons';
import type { Label } from '@/types/api';

const NETWORKS: { field: 'facebookPage' | 'blueskyPage' | 'linkedinPage' | 'instagramPage'; name: string; brand: Brand }[] = [
  { field: 'facebookPage', name: 'Facebook', brand: 'facebook' },
  { field: 'blueskyPage', name: 'Bluesky', brand: 'bluesky' },
  { field: 'linkedinPage', name: 'Linkedin', brand: 'linkedin' },
  { field: 'instagramPage', name: 'Instagram', brand: 'instagram' },
];

/** The label's pages on social networks, each only when the label has it; they open in a new tab. */
export function SocialLinks({ label, withNames = false, className = 'social-links' }: { label: Label; withNames?: boolean; className?: string }) {
  const networks = NETWORKS.filter(({ field }) => label[field]);
  if (networks.length === 0) return null;
  return (
    <ul className={className}>
      {networks.map(({ field, name, brand }) => (
        <li key={field}>
          <a
            href={label[field] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="social-links__link"
            aria-label={withNames ? undefined : `${name} (nouvel onglet)`}
          >
            <BrandIcon brand={brand} />
            {withNames && (
              <span>
                {name}
                <span className="visually-hidden"> (nouvel onglet)</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
