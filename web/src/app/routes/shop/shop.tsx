import { ErrorMessage } from '@/components/ui/error-message';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useGoodies } from '@/features/catalogue/api/get-products';
import { ProductGrid } from '@/features/catalogue/components/product-card';
import { ShopSections } from '@/features/catalogue/components/shop-sections';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'boutique': the label's goodies, beside the gift cards' section. */
export function ShopRoute() {
  const label = useCurrentLabel();
  const { data: products, error, mutate } = useGoodies(label.slug);
  useDocumentMeta(`Boutique — ${label.name}`);
  return (
    <>
      <header className="page-head">
        <p className="page-head__eyebrow">{label.name}</p>
        <h1>Boutique</h1>
        <p className="page-head__lead">Des objets pour les amoureux du papier, imaginés avec nos illustrateurs et illustratrices et fabriqués en petites séries.</p>
      </header>
      <ShopSections labelSlug={label.slug} current="objets" />
      {error ? (
        <ErrorMessage message="La boutique n'a pas pu être chargée." onRetry={() => void mutate()} />
      ) : !products ? (
        <SkeletonGrid count={4} columns={4} shape="book" />
      ) : products.length === 0 ? (
        <p className="empty">La boutique est vide pour le moment : revenez bientôt !</p>
      ) : (
        <ProductGrid products={products} labelSlug={label.slug} />
      )}
    </>
  );
}
