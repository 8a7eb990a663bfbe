import { Link } from 'react-router-dom';
import { guillemets } from '@shop/typography';
import { Icon } from '@/components/ui/icons';
import { closeModal, openModal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useAddToCart, type CartAddition } from '../api/add-product';

/** The 'added-to-cart' modal (spec §2): what was added, and the way to the cart or back to shopping. */
function AddedToCart({ name, labelSlug }: { name: string; labelSlug: string }) {
  return (
    <div className="added-to-cart">
      <p className="added-to-cart__line">
        <Icon name="check" size={22} className="icon added-to-cart__icon" />
        <span>{guillemets(name)} a bien été ajouté à votre panier.</span>
      </p>
      <div className="modal__actions">
        <Link to={paths.label.checkout.getHref(labelSlug)} className="button" onClick={closeModal}>
          Voir mon panier
        </Link>
        <button type="button" className="button button--ghost" onClick={closeModal}>
          Continuer mes achats
        </button>
      </div>
    </div>
  );
}

interface AddToCartButtonProps {
  addition: Omit<CartAddition, 'variant'> & { variant?: number | null };
  productName: string;
  labelSlug: string;
  /** Why it cannot be added now (out of stock, an option to choose): shown instead of trying. */
  blocked?: string | null;
  /** Called when the visitor tries while `blocked` (to point at the option to choose). */
  onBlocked?: () => void;
  disabled?: boolean;
}

/**
 * 'Ajouter au panier': creates the cart if needed, adds the product, and only once the API has
 * said yes opens the 'added-to-cart' modal. Failures are said under the button, in French.
 */
export function AddToCartButton({ addition, productName, labelSlug, blocked, onBlocked, disabled = false }: AddToCartButtonProps) {
  const { add, sending, error } = useAddToCart();
  async function onClick() {
    if (sending) return;
    if (blocked) {
      onBlocked?.();
      return;
    }
    const added = await add({ ...addition, variant: addition.variant ?? null });
    if (added) openModal({ title: 'Ajouté au panier', body: <AddedToCart name={productName} labelSlug={labelSlug} /> });
  }
  return (
    <div className="add-to-cart">
      {/* While sending, the button keeps the focus (a disabled one would drop it to the page): the dialog gives it back here. */}
      <button
        type="button"
        className="button button--large add-to-cart__button"
        onClick={() => void onClick()}
        disabled={disabled}
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
      >
        <Icon name="cart" />
        {sending ? 'Ajout en cours…' : 'Ajouter au panier'}
      </button>
      <div role="alert" className="add-to-cart__error-slot">
        {error && <p className="add-to-cart__error">{error}</p>}
      </div>
    </div>
  );
}
