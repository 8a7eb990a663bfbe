import { Transform } from 'class-transformer';
import { DateOnlyField } from '@shop/catalogue';
import { ChoiceField, IntegerField, INPUT_BOUNDS, listQueryDto, shapeQueryDto } from '@shop/common';
import { CART_MESSAGES as M } from '../domain/cart-errors';
import { ORDER_PARCEL_STATES, ORDER_PAYMENT_MEANS, STAFF_ORDERS_SPEC, type OrderParcelState, type OrderPaymentMeans } from '../queries/staff-orders.query';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';

/**
 * `GET api/staff/orders/`: `search=` (reference or owner's email), `status=`, `overdue=`, and for
 * paid orders their payment mean, label, days paid (in Paris) and parcels; `ordering=`, the page.
 */
export class StaffOrdersQuery extends listQueryDto(STAFF_ORDERS_SPEC) {
  @ChoiceField(ORDER_PAYMENT_MEANS, { description: 'Moyen de paiement : credit-card (carte), sepa-debit (prélèvement), wire (virement), voucher (bons d’achat).' })
  paid_with?: OrderPaymentMeans;

  @IntegerField({ min: 1, max: INPUT_BOUNDS.int4Max, description: 'Collection (identifiant) où la commande a été passée.' })
  label?: number;

  @DateOnlyField({ description: 'Payées ce jour-là ou après (AAAA-MM-JJ, à Paris).' })
  paid_from?: string;

  @DateOnlyField({ description: 'Payées ce jour-là ou avant (AAAA-MM-JJ, à Paris).' })
  paid_to?: string;

  @ChoiceField(ORDER_PARCEL_STATES, { description: 'to_ship : au moins un colis pas encore parti ; shipped : tous partis (ou prêts à être retirés).' })
  parcels?: OrderParcelState;
}

/** `GET api/staff/carts/{id}/state/`: the cart as of event `version` (the last when absent), shaped. */
export class CartStateQuery extends shapeQueryDto(CART_EXPANDABLE) {
  // Versions are int4 in event_streams; anything but a whole number from 1 keeps the one message it always had.
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IntegerField({ min: 1, max: INPUT_BOUNDS.int4Max, messages: { type: M.integer, min: M.integer, max: M.integer }, description: 'Numéro de l’événement (le dernier par défaut).' })
  version?: number;
}
