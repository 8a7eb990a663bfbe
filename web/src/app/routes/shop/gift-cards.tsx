import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { paths } from '@/config/paths';
import { useGiftCards } from '@/features/catalogue/api/get-gift-cards';
import { ProductGrid } from '@/features/catalogue/components/product-card';
import { ShopSections } from '@/features/catalogue/components/shop-sections';
import '@/features/catalogue/gift-cards.css';
import { useDocumentMeta } from '@/lib/document-meta';
import { useSession } from '@/lib/session';
import { useCurrentLabel } from '../label-layout';

/**
 * 'boutique/cartes-cadeaux': the gift cards of every amount, how offering one works, and for those
 * who received one, where their codes are kept (the footer's 'Bon d'achat' leads here).
 */
export function GiftCardsRoute() {
  const label = useCurrentLabel();
  const session = useSession();
  const { data: cards, error, mutate } = useGiftCards();
  useDocumentMeta(
    `Cartes cadeaux — ${label.name}`,
    'Offrez une carte cadeau valable un an sur toute la librairie, la boutique et les financements participatifs, avec votre message.',
  );
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Cartes cadeaux</h1>
        <p className="page-head__lead">Offrez le choix : une carte cadeau valable un an sur toute la librairie, la boutique et les financements participatifs.</p>
      </header>
      <ShopSections labelSlug={label.slug} current="cartes-cadeaux" />
      <section aria-labelledby="gift-cards-amounts">
        <h2 id="gift-cards-amounts" className="visually-hidden">
          Montants
        </h2>
        {error ? (
          <ErrorMessage message="Les cartes cadeaux n'ont pas pu être chargées." onRetry={() => void mutate()} />
        ) : !cards ? (
          <SkeletonGrid count={3} columns={4} shape="book" />
        ) : cards.length === 0 ? (
          <p className="empty">Aucune carte cadeau n'est en vente pour le moment : revenez bientôt !</p>
        ) : (
          <ProductGrid products={cards} labelSlug={label.slug} />
        )}
      </section>
      <div className="gift-cards-help">
        <section className="gift-cards-help__block" aria-labelledby="gift-cards-how">
          <h2 id="gift-cards-how">Comment offrir une carte cadeau ?</h2>
          <ol className="gift-cards-help__steps">
            <li>Choisissez le montant de la carte.</li>
            <li>Indiquez, si vous le souhaitez, le nom de la personne à qui vous l'offrez et votre message.</li>
            <li>Dès le paiement, vous recevez par courriel le code de la carte avec ce nom et ce message, prêt à imprimer ou à transférer.</li>
          </ol>
        </section>
        <section className="gift-cards-help__block" aria-labelledby="gift-cards-received">
          <h2 id="gift-cards-received">Vous avez un code ?</h2>
          <p>Saisissez-le dans votre panier au moment de payer : son montant est déduit de la commande, et le solde reste utilisable jusqu'à la fin de sa validité.</p>
          <ul className="gift-cards-help__links">
            <li>
              <Link to={paths.label.account.getHref(label.slug, 'cartes-cadeaux')}>
                {session.loggedIn ? 'Voir mes cartes cadeaux et bons d’achat' : 'Se connecter pour voir mes cartes cadeaux'}
              </Link>
            </li>
            <li>
              <Link to={paths.label.contact.getHref(label.slug, 'oubli-bon-achat')}>J'ai perdu mes codes de bon d'achat ?</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
