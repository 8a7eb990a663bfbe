import { useId } from 'react';

/**
 * The slugs a record had before (newest first), under its slug field: staff see which addresses
 * still lead to it (they answer a redirect), and which slugs they may take back.
 */
export function OldAddresses({ slugs, pathOf = (slug) => slug }: { slugs: readonly string[]; pathOf?: (slug: string) => string }) {
  const titleId = useId();
  if (slugs.length === 0) return null;
  return (
    <div className="staff-old-addresses">
      <p id={titleId} className="staff-old-addresses__title">
        Anciennes adresses (toujours redirigées)
      </p>
      <ul aria-labelledby={titleId} className="staff-old-addresses__list">
        {slugs.map((slug) => (
          <li key={slug}>
            <code>{pathOf(slug)}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
