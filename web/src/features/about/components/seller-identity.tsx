import type { ReactNode } from 'react';
import { companyForm, formatSiret, useSeller, type Seller } from '@/lib/seller';
import '../legal.css';

/** The facts a list shows, each a term and its value. */
function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="legal-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="legal-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Waits for the identity; says so plainly when it cannot be read rather than showing a wrong one. */
export function WithSeller({ children }: { children: (seller: Seller) => ReactNode }) {
  const { data, error } = useSeller();
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        Les informations légales n’ont pas pu être chargées. Rechargez la page dans un instant.
      </p>
    );
  }
  if (!data) return <p aria-busy="true">Chargement des informations légales…</p>;
  return <>{children(data)}</>;
}

/** Numbers kept on one line ('RCS Lyon 912 345 675' never split in the middle of the number). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

const mailTo = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
const phoneTo = (phone: string) => <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{unbroken(phone)}</a>;

/** LCEN art. 6 III 1 a–c: who publishes the site. */
export function PublisherFacts({ seller }: { seller: Seller }) {
  return (
    <Facts
      facts={[
        ['Dénomination sociale', seller.name],
        ['Forme juridique', companyForm(seller)],
        ['Siège social', seller.address],
        ['Immatriculation', seller.rcs],
        ['SIRET', formatSiret(seller.siret)],
        ['N° de TVA intracommunautaire', seller.vat_number],
        ['Directeur ou directrice de la publication', seller.publication_director],
        ['Courriel', mailTo(seller.email)],
        ['Téléphone', phoneTo(seller.phone)],
      ]}
    />
  );
}

/** LCEN art. 6 III 1 d: who hosts it. */
export function HostFacts({ seller }: { seller: Seller }) {
  return (
    <Facts
      facts={[
        ['Hébergeur', seller.host.name],
        ['Adresse', seller.host.address],
        ['Téléphone', phoneTo(seller.host.phone)],
      ]}
    />
  );
}

/** The seller in one sentence, for the CGV. */
export function SellerSentence({ seller }: { seller: Seller }) {
  return (
    <p>
      Le vendeur est {seller.name}, {companyForm(seller)}, dont le siège social est situé {seller.address}, immatriculée au {unbroken(seller.rcs)} (SIRET{' '}
      {unbroken(formatSiret(seller.siret))}), n° de TVA intracommunautaire {seller.vat_number}. Vous pouvez la joindre à l’adresse {mailTo(seller.email)} ou au{' '}
      {phoneTo(seller.phone)}.
    </p>
  );
}
