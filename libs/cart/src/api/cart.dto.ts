import {
  BooleanField,
  IdField,
  IdOrSlugField,
  INPUT_BOUNDS,
  IntegerChoiceField,
  IntegerField,
  NestedListField,
  NumberField,
  RelatedIdField,
  TextField,
  TextItemsField,
} from '@shop/common';
import { CART_MESSAGES as M } from '../domain/cart-errors';
import { GIFT_NOTE_LIMITS } from '../domain/gift-note';
import { MAX_LINE_QUANTITY } from '../domain/line-limits';

/**
 * The cart's request bodies (spec section 7, 'Cart'). Quantities are bounded here by the trade
 * maximum; the decider applies the reader's lower one.
 */
const QUANTITY_MAX = MAX_LINE_QUANTITY.bookseller;

/** `POST api/carts/`: the label (id or slug) whose look the order's mails take; the default one otherwise. */
export class NewCartDto {
  @IdOrSlugField({ description: 'Collection du panier (id ou slug).' })
  label?: number | string;
}

/** `PATCH api/carts/{id}/`: addresses and bundle; `{status: 1}` confirms; an empty body registers the cart. */
export class CartPatchDto {
  @IntegerChoiceField([1, 2], { description: '1 : valider le panier ; 2 : réservé à la banque.', messages: { choice: (v) => `"${v}" n'est pas un choix valide.` } })
  status?: number;

  @IdField({ description: 'Adresse de livraison (null pour la retirer).' })
  shipping_address?: number | null;

  @IdField({ description: 'Adresse de facturation (null pour la retirer).' })
  billing_address?: number | null;

  @BooleanField({ description: 'Un seul colis (true) ou des envois au fil des parutions (false).' })
  bundle?: boolean | null;

  @BooleanField({ description: 'Avec `status: 1` : le client a accepté les conditions générales de vente (enregistré dans l’historique du panier).' })
  terms_accepted?: boolean | null;

  @IdOrSlugField({
    description: 'Avec `status: 1` : la collection où la commande est validée (id ou slug) ; sa page de confirmation et ses courriels la suivent. Absente : celle du panier.',
  })
  label?: number | string;
}

/** `POST api/carts/products`. */
export class AddProductDto {
  @TextField({ required: true, maxLength: 64, description: 'Identifiant (UUID) du panier.' })
  cart: string;

  @IdField({ required: true })
  product: number;

  @IntegerField({ min: 1, max: QUANTITY_MAX, description: 'Exemplaires (1 par défaut).', messages: { min: M.quantityMin, max: M.quantityMax(QUANTITY_MAX) } })
  quantity?: number;

  @IdField({ description: 'Option du produit, s’il en a.' })
  variant?: number | null;

  @TextField({
    maxLength: GIFT_NOTE_LIMITS.recipientName,
    allowBlank: true,
    messages: { maxLength: M.giftRecipientTooLong },
    description: 'Carte cadeau offerte : nom de la personne à qui elle est destinée (cartes cadeaux seulement).',
  })
  gift_recipient_name?: string | null;

  @TextField({
    maxLength: GIFT_NOTE_LIMITS.message,
    allowBlank: true,
    messages: { maxLength: M.giftMessageTooLong },
    description: 'Carte cadeau offerte : message imprimé avec le code (cartes cadeaux seulement).',
  })
  gift_message?: string | null;
}

/** `PUT api/cartlines/{id}`. */
export class LineChangeDto {
  @IntegerField({ min: 1, max: QUANTITY_MAX, messages: { min: M.quantityMin, max: M.quantityMax(QUANTITY_MAX) } })
  quantity?: number | null;

  @TextItemsField('text', { maxItems: QUANTITY_MAX, maxLength: 100, messages: { maxLength: M.dedicationTooLong }, description: 'Une dédicace par exemplaire : `[{text}]`.' })
  dedications?: string[];

  @TextField({
    maxLength: GIFT_NOTE_LIMITS.recipientName,
    allowBlank: true,
    messages: { maxLength: M.giftRecipientTooLong },
    description: 'Carte cadeau offerte : nom de la personne (vide, avec le message vide : ce n’est plus un cadeau ; absent : inchangé).',
  })
  gift_recipient_name?: string | null;

  @TextField({
    maxLength: GIFT_NOTE_LIMITS.message,
    allowBlank: true,
    messages: { maxLength: M.giftMessageTooLong },
    description: 'Carte cadeau offerte : message imprimé avec le code (absent : inchangé).',
  })
  gift_message?: string | null;
}

/** One reward of a contribution; the client's `price` is ignored (rewards are priced from the catalogue). */
export class RewardDto {
  @RelatedIdField({ required: true, description: 'Contrepartie (id, ou objet portant son id).' })
  compensation: number;

  @IntegerField({ required: true, min: 1, max: QUANTITY_MAX, messages: { required: M.quantityRequired, min: M.quantityMin, max: M.quantityMax(QUANTITY_MAX) } })
  quantity: number;

  @RelatedIdField({ description: 'Option choisie (id, ou objet portant son id).' })
  variant?: number | null;

  @TextItemsField('text', { maxItems: QUANTITY_MAX, maxLength: 100, messages: { maxLength: M.dedicationTooLong }, description: 'Dédicaces : `[{text}]`.' })
  dedications?: string[];

  @TextItemsField('code', { maxItems: QUANTITY_MAX, maxLength: 64, description: 'Codes de bons d’achat qui débloquent la contrepartie : `[{code}]`.' })
  vouchers?: string[];
}

/** `POST api/carts/{id}/contribute/`. */
export class ContributionDto {
  @IdField({ required: true, description: 'Financement participatif soutenu.' })
  crowdfunding: number;

  @NumberField({
    min: -INPUT_BOUNDS.amountEurosMax,
    max: INPUT_BOUNDS.amountEurosMax,
    decimals: 2,
    description: 'Montant en euros.',
    messages: { type: M.contributionInvalid },
  })
  contribution?: number | null;

  @BooleanField()
  no_compensation?: boolean;

  @BooleanField()
  confirm_gift?: boolean;

  @NestedListField(() => RewardDto, { maxItems: INPUT_BOUNDS.rewardsPerContributionMax })
  compensations?: RewardDto[];
}

/** `POST` and `DELETE api/carts/{id}/voucher/`. */
export class VoucherCodeDto {
  @TextField({ required: true, maxLength: 64, description: 'Code du bon d’achat.' })
  code: string;
}
