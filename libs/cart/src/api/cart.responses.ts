import { ApiProperty, ApiPropertyOptional, getSchemaPath, PickType } from '@nestjs/swagger';

/**
 * The success answers of the cart's routes, for the OpenAPI document only (nothing validates or
 * builds them): they mirror serializers/cart.serializer.ts, queries/ and the handlers' answers.
 * Expanded objects (`expand=`) are the catalogue's, the accounts', the crowdfunding's and the
 * shipping's own representations, referenced by name (`foreign` below).
 */

/** Euros as a string with two decimals (`euros()`), negative for a refund. */
export const MONEY = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '12.50' } as const;
const UUID = { type: 'string', format: 'uuid' } as const;
const DATE = { type: 'string', format: 'date', example: '2026-11-21' } as const;
const DATE_TIME = { type: 'string', format: 'date-time', example: '2026-11-21T14:03:00.000Z' } as const;
const CART_STATUS = { type: 'integer', enum: [0, 1, 2], description: 'Statut : 0 ouvert, 1 validé (prix figés), 2 commandé.', example: 0 } as const;
const PAYMENT_MEANS = ['credit-card', 'sepa-debit', 'wire', 'voucher'];
/** `{cart id}.{now|date|all}` (domain/shipment-id.ts). */
const SHIPMENT_ID = { type: 'string', pattern: '^[0-9a-fA-F-]{36}\\.(now|all|\\d{4}-\\d{2}-\\d{2})$', example: '0b6f3c1e-8a52-4d0e-9d7b-2f4b8c1a9e10.now' } as const;
const INVOICE_NUMBER = { type: 'string', nullable: true, pattern: '^F\\d{4}-\\d{6}$', example: 'F2026-000042' } as const;

/**
 * Expanded objects are other modules' representations, served as they serialize them: they point at
 * those modules' schemas of the same document by name (the module reaches them only through their
 * index, and their own controllers register them).
 */
type ForeignSchema =
  | 'ProductResponse'
  | 'ProductVariantResponse' // libs/catalogue/src/api/catalogue.responses.ts
  | 'CrowdfundingCompensationResponse'
  | 'OwnContributionResponse' // libs/crowdfunding/src/api/crowdfunding.responses.ts
  | 'AddressResponse' // libs/auth/src/api/addresses.responses.ts
  | 'ParcelShopSummaryResponse'; // libs/shipping/src/api/relays.responses.ts
const foreign = (name: ForeignSchema) => ({ $ref: getSchemaPath(name) });
/** A nullable object of another module (OpenAPI 3.0 writes a nullable reference inside `allOf`). */
const nullableForeign = (name: ForeignSchema) => ({ nullable: true, allOf: [foreign(name)] });

// ——— lines ———

export class CartDedicationResponse {
  @ApiProperty({ type: 'string', example: 'Pour Jeanne' })
  text: string;
}

export class CartLineResponse {
  @ApiProperty({ ...UUID, description: 'Ligne (unique entre les paniers).' })
  id: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 2 })
  quantity: number;

  @ApiProperty({ ...MONEY, description: 'Prix unitaire TTC pour l’acheteur.' })
  price: string;

  @ApiProperty({ ...MONEY, description: 'Prix unitaire HT.' })
  price_no_vat: string;

  @ApiProperty({ ...MONEY, description: 'Total de la ligne TTC.' })
  total: string;

  @ApiProperty({ ...MONEY, description: 'Total de la ligne HT.' })
  total_no_vat: string;

  @ApiProperty({
    oneOf: [{ type: 'integer' }, foreign('ProductResponse')],
    nullable: true,
    description: 'Produit : son id, ou l’objet avec `expand=cart_lines.product` (null s’il n’est plus au catalogue).',
  })
  product: unknown;

  @ApiProperty({
    oneOf: [{ type: 'integer' }, foreign('ProductVariantResponse')],
    nullable: true,
    description: 'Option choisie : son id, ou l’objet avec `expand=cart_lines.variant` ; null sans option.',
  })
  variant: unknown;

  @ApiProperty({ type: () => [CartDedicationResponse], description: 'Une dédicace par exemplaire.' })
  dedications: CartDedicationResponse[];

  @ApiProperty({ ...DATE, nullable: true, description: 'Date d’envoi prévue (null : dès maintenant).' })
  expected_shipment_date: string | null;

  @ApiProperty({ type: 'string', nullable: true, maxLength: 100, description: 'Carte cadeau offerte : nom de la personne à qui elle est destinée ; null sinon.' })
  gift_recipient_name: string | null;

  @ApiProperty({ type: 'string', nullable: true, maxLength: 500, description: 'Carte cadeau offerte : message du donateur ; null sinon.' })
  gift_message: string | null;

  @ApiPropertyOptional({
    ...nullableForeign('CrowdfundingCompensationResponse'),
    description: 'Seulement avec `expand=cart_lines.compensation` : la contrepartie d’une ligne de campagne, null pour les autres.',
  })
  compensation?: unknown;
}

// ——— contributions of the cart ———

export class CartContributionResponse {
  @ApiProperty({ ...UUID, description: 'Contribution (id à donner pour la retirer).' })
  id: string;

  @ApiProperty({ type: 'integer', description: 'Campagne soutenue (id).' })
  crowdfunding: number;

  @ApiProperty({ type: 'string', description: 'Titre de la campagne (vide si elle a disparu).' })
  crowdfunding_title: string;

  @ApiProperty({ type: 'string' })
  crowdfunding_slug: string;

  @ApiProperty({ type: 'string', description: 'Collection de la campagne (slug).' })
  crowdfunding_label_slug: string;

  @ApiProperty({ ...MONEY, description: 'Montant, contreparties comprises.' })
  amount: string;

  @ApiProperty({ type: 'boolean', description: 'Sans contrepartie.' })
  no_compensation: boolean;

  @ApiProperty({ type: 'boolean', description: 'Cadeau confirmé.' })
  confirm_gift: boolean;

  @ApiProperty({ ...UUID, isArray: true, description: 'Lignes de ses contreparties (ids).' })
  cart_lines: string[];
}

// ——— shipments ———

export class CartShipmentOptionResponse {
  @ApiProperty({ type: 'string', description: 'Mode de livraison.', example: 'colissimo' })
  mode: string;

  @ApiProperty({ type: 'string', example: 'Colissimo' })
  carrier_name: string;

  @ApiProperty({ type: 'string', description: 'Conditions de livraison.' })
  delivery_conditions: string;

  @ApiProperty({ ...DATE, description: 'Livraison estimée.' })
  estimated_delivery_date: string;

  @ApiProperty({ ...MONEY, description: 'Frais TTC.' })
  price_with_vat: string;

  @ApiProperty({ type: 'string', description: 'Frais affichés : « Gratuit », « 5 € », « 4,50 € ».', example: '4,50 €' })
  displayed_price: string;
}

export class CartShipmentResponse {
  @ApiProperty({ ...SHIPMENT_ID, description: 'Envoi : `{id du panier}.{now|date|all}`, ce que prend `PATCH api/shipments/{id}/`.' })
  id: string;

  @ApiProperty({ type: 'string', description: 'Mode choisi (colissimo par défaut).', example: 'colissimo' })
  mode: string;

  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ type: 'string' }, { $ref: getSchemaPath(CartShipmentOptionResponse) }] },
    description: 'Modes offerts : leurs noms, ou les objets avec `expand=shipments.options` (toujours des objets sur `PATCH api/shipments/{id}/`).',
  })
  options: (string | CartShipmentOptionResponse)[];

  @ApiProperty({ ...nullableForeign('ParcelShopSummaryResponse'), description: 'Point relais choisi (Mondial Relay).' })
  parcel_shop: unknown;

  @ApiProperty({ ...DATE, nullable: true, description: 'Jour où l’équipe a remis le colis au transporteur (null tant qu’il n’est pas parti).' })
  expedition_date: string | null;

  @ApiProperty({ ...DATE, description: 'Expédition prévue.' })
  expected_expedition_date: string;

  @ApiProperty({ ...DATE, description: 'Livraison prévue.' })
  expected_delivery_date: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Numéro de suivi du transporteur (null : pas encore parti, ou parti sans numéro).' })
  tracking_number: string | null;

  @ApiProperty({ type: 'string', enum: ['colissimo', 'mondial_relay'], nullable: true, description: 'Transporteur du colis parti.' })
  carrier: string | null;

  @ApiProperty({ type: 'string', format: 'uri', nullable: true, description: 'Page de suivi du transporteur pour ce numéro.' })
  tracking_url: string | null;

  @ApiProperty({ type: 'string', enum: ['pending', 'shipped', 'ready_for_pickup'], description: 'En attente, expédié, ou prêt à être retiré (retrait sur place).' })
  fulfilment_status: string;

  @ApiProperty({ ...DATE, nullable: true, description: 'Jour où le colis à retirer a été mis de côté.' })
  ready_for_pickup_date: string | null;

  @ApiProperty({ ...UUID, isArray: true, description: 'Lignes de l’envoi (ids).' })
  cart_lines: string[];
}

// ——— vouchers used ———

export class CartUsedVoucherResponse {
  @ApiProperty({ type: 'string', example: 'AB12CD34' })
  code: string;

  @ApiPropertyOptional({ ...MONEY, description: 'Seulement avec `expand=voucher_usages.voucher` : valeur.' })
  value?: string;

  @ApiPropertyOptional({ ...DATE, nullable: true, description: 'Seulement avec `expand=voucher_usages.voucher` : fin de validité.' })
  expiration_date?: string | null;

  @ApiPropertyOptional({ ...MONEY, description: 'Seulement avec `expand=voucher_usages.voucher` : reste.' })
  remaining_amount?: string;
}

export class CartVoucherUsageResponse {
  @ApiProperty({ ...UUID, description: 'Usage (id à donner pour le retirer).' })
  id: string;

  @ApiProperty({ ...MONEY, description: 'Montant réellement utilisé sur le bon pour cette commande (jamais plus que son total).' })
  amount: string;

  @ApiProperty({ type: () => CartUsedVoucherResponse, description: 'Le bon : son code ; avec `expand=voucher_usages.voucher`, aussi sa valeur, son reste et sa fin de validité.' })
  voucher: CartUsedVoucherResponse;
}

// ——— the cart ———

/** The VAT of one rate of a cart (spec §6: booksellers' summaries and invoices). */
export class VatRateResponse {
  @ApiProperty({ type: 'string', pattern: '^\\d+\\.\\d{2}$', example: '5.50', description: 'Taux en pour cent.' })
  rate: string;

  @ApiProperty({ ...MONEY, description: 'Base HT à ce taux (port compris).' })
  base: string;

  @ApiProperty({ ...MONEY, description: 'TVA à ce taux.' })
  amount: string;
}

export class CartResponse {
  @ApiProperty({ ...UUID, description: 'Panier (identifiant impossible à deviner).' })
  id: string;

  @ApiProperty({ type: 'string', description: 'Référence : 12 majuscules et chiffres (vide pour les anciens paniers).', example: 'K7Q2M9XW4TZA' })
  reference: string;

  @ApiProperty(CART_STATUS)
  status: number;

  @ApiProperty({ type: 'boolean', description: 'Au moins une ligne est à livrer.' })
  need_delivery: boolean;

  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ ...UUID }, { $ref: getSchemaPath(CartLineResponse) }] },
    description: 'Lignes : leurs ids, ou les objets avec `expand=cart_lines` (`cart_lines.product`, `.variant`, `.compensation` déplient à leur tour).',
  })
  cart_lines: (string | CartLineResponse)[];

  @ApiProperty({ type: () => [CartContributionResponse], description: 'Contributions aux campagnes.' })
  contributions: CartContributionResponse[];

  @ApiProperty({
    oneOf: [{ type: 'integer' }, foreign('AddressResponse')],
    nullable: true,
    description: 'Adresse de livraison : son id, ou l’objet avec `expand=shipping_address` ; null si aucune.',
  })
  shipping_address: unknown;

  @ApiProperty({
    oneOf: [{ type: 'integer' }, foreign('AddressResponse')],
    nullable: true,
    description: 'Adresse de facturation : son id, ou l’objet avec `expand=billing_address` ; null si aucune.',
  })
  billing_address: unknown;

  @ApiProperty({ type: 'boolean', nullable: true, description: 'Un seul colis (true) ou au fil des parutions (false) ; null : pas encore choisi.' })
  bundle: boolean | null;

  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ ...SHIPMENT_ID }, { $ref: getSchemaPath(CartShipmentResponse) }] },
    description: 'Envois : leurs ids (`{id du panier}.{now|date|all}`), ou les objets avec `expand=shipments` (`shipments.options` déplie les modes).',
  })
  shipments: (string | CartShipmentResponse)[];

  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'date' },
    example: ['2026-11-21'],
    description: 'Dates d’envoi possibles des lignes, sans regroupement : plus d’une demande le choix `bundle`.',
  })
  expected_shipment_dates: string[];

  @ApiProperty({ ...MONEY, description: 'Sous-total TTC des lignes, dons aux campagnes compris.' })
  sub_total_price: string;

  @ApiProperty({
    ...MONEY,
    description: 'Dons aux campagnes : la part des contributions au-delà de leurs contreparties, comprise dans le sous-total, sur aucune ligne (hors TVA).',
  })
  donations_amount: string;

  @ApiProperty({ ...MONEY, description: 'Sous-total HT : les lignes sans TVA (prix unitaire HT × quantité), dons aux campagnes compris ; ce qu’un·e libraire lit.' })
  sub_total_no_vat: string;

  @ApiProperty({ ...MONEY, description: 'Frais de port TTC.' })
  expedition_price: string;

  @ApiProperty({ ...MONEY, description: 'Frais de port HT.' })
  expedition_price_no_vat: string;

  @ApiProperty({ ...MONEY, description: 'Total TTC.' })
  total_price: string;

  @ApiProperty({ ...MONEY, description: 'Total HT.' })
  total_no_vat: string;

  @ApiProperty({ ...MONEY, description: 'TVA.' })
  vat_amount: string;

  @ApiProperty({
    type: () => [VatRateResponse],
    description:
      'La TVA par taux (5,5 %, 20 %), port compris, arrondie une fois par ligne : la somme des montants est `vat_amount`, celle des bases plus les dons est `total_no_vat`.',
  })
  vat_breakdown: VatRateResponse[];

  @ApiProperty({ ...MONEY, description: 'Montant pris sur les bons : la somme des montants réellement utilisés de leurs usages.' })
  vouchers_amount: string;

  @ApiProperty({ ...MONEY, description: 'Total TTC une fois les bons déduits : ce que le moyen de paiement règle.' })
  total_after_vouchers: string;

  @ApiProperty({ ...MONEY, description: 'Reste à payer après les bons ; 0 une fois l’argent reçu (payée, ou commande à terme réglée).' })
  remaining_to_pay: string;

  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ ...UUID }, { $ref: getSchemaPath(CartVoucherUsageResponse) }] },
    description: 'Bons utilisés : les ids de leurs usages, ou les objets avec `expand=voucher_usages` (`voucher_usages.voucher` déplie le bon).',
  })
  voucher_usages: (string | CartVoucherUsageResponse)[];

  @ApiProperty({ ...DATE, nullable: true, description: 'Date de la facture.' })
  invoice_date: string | null;

  @ApiProperty({ type: 'string', format: 'uri-reference', nullable: true, description: 'Facture PDF (chemin relatif), une fois facturé.', example: '/api/carts/0b6f…/invoice/' })
  invoice_file: string | null;

  @ApiProperty({ ...INVOICE_NUMBER, description: 'Numéro de facture.' })
  invoice_number: string | null;

  @ApiProperty({ type: 'string', enum: [...PAYMENT_MEANS, null], nullable: true, description: 'Moyen de paiement.' })
  paid_with: string | null;

  @ApiProperty({ type: 'boolean', description: 'Argent reçu (une commande à terme reste false jusqu’au règlement).' })
  paid: boolean;

  @ApiProperty({ ...DATE, nullable: true, description: 'Échéance (prélèvement ou virement).' })
  payment_due_date: string | null;

  @ApiProperty({
    type: 'string',
    enum: ['started', 'cancelled', 'refused', null],
    nullable: true,
    description:
      'La dernière tentative de paiement par carte : envoyée à la banque sans réponse encore (« started »), annulée par le client sur la page de la banque (« cancelled »), ou refusée par la banque (« refused ») ; null : aucune.',
  })
  last_card_attempt: 'started' | 'cancelled' | 'refused' | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Propriétaire (id) ; null : panier anonyme.' })
  owner: number | null;
}

/** `GET api/staff/carts/{id}/state/`: the cart as of an event, with that event's version. */
/** `POST api/staff/carts/{id}/resend-confirmation/`. */
export class ResentConfirmationResponse {
  @ApiProperty({ type: 'string', format: 'uuid', description: 'La commande.' })
  order: string;

  @ApiProperty({ type: 'string', description: 'L’adresse où la confirmation est renvoyée (celle du compte aujourd’hui).', example: 'jeanne@exemple.fr' })
  to: string;
}

export class CartStateResponse extends CartResponse {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Version (numéro d’événement) de cet état.' })
  version: number;

  @ApiProperty({ type: 'string', nullable: true, description: 'Adresse du compte à qui est le panier à cette version (null : anonyme).' })
  owner_email: string | null;
}

/** Models the cart's expansions reference (`oneOf`), for `@ApiExtraModels` on every controller answering a cart. */
export const CART_EXPANSION_MODELS = [CartLineResponse, CartShipmentResponse, CartShipmentOptionResponse, CartVoucherUsageResponse];

// ——— paid orders: contributions and comments (CartContributionsController) ———

/** `GET api/carts/{id}/contributions/`: the contributions as crowdfunding's own-contributions routes answer them (`OwnContributions.ofCart`). */
export const CART_ORDER_CONTRIBUTIONS = { type: 'array' as const, items: foreign('OwnContributionResponse') };

export class CartCommentCampaignResponse {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'string' })
  title: string;

  @ApiProperty({ type: 'string' })
  slug: string;
}

export class CartCommentResponse {
  @ApiProperty({ type: () => CartCommentCampaignResponse })
  crowdfunding: CartCommentCampaignResponse;

  @ApiProperty({ type: 'integer', description: 'Contribution qui porte le commentaire (id).' })
  contribution: number;

  @ApiProperty({ type: 'string', maxLength: 500 })
  comment: string;
}

// ——— staff audit (StaffCartsController) ———

export class StaffOrderParcelsResponse {
  @ApiProperty({ type: 'integer', description: 'Colis de la commande.' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'Colis expédiés ou prêts à être retirés.' })
  sent: number;
}

/** A paid or open order as staff list it: the cart's identity, status and payment, with its owner and total. */
export class StaffOrderResponse extends PickType(CartResponse, ['id', 'reference', 'status', 'paid_with', 'paid', 'invoice_number', 'payment_due_date'] as const) {
  @ApiProperty({ type: 'boolean', description: 'Commande à terme non réglée dont l’échéance est passée (jour de Paris).' })
  overdue: boolean;

  @ApiProperty({ type: 'string', nullable: true, description: 'Courriel du propriétaire ; null : panier anonyme.' })
  owner_email: string | null;

  @ApiProperty({ ...MONEY, description: 'Total TTC.' })
  total: string;

  @ApiProperty({ type: StaffOrderParcelsResponse, nullable: true, description: 'Colis d’une commande payée ; null : commande pas encore payée.' })
  parcels: StaffOrderParcelsResponse | null;

  @ApiProperty({ ...DATE_TIME })
  last_modified_at: string;
}

/** The types of domain/cart.events.ts. */
const CART_EVENT_TYPES = [
  'CartCreated',
  'OwnerAssigned',
  'CartMergedInto',
  'LineAdded',
  'LineQuantityChanged',
  'LineDedicationsChanged',
  'LineGiftChanged',
  'LineRemoved',
  'ContributionAdded',
  'ContributionRemoved',
  'AddressesChosen',
  'BundleChosen',
  'ShipmentModeChosen',
  'ParcelShopChosen',
  'VoucherApplied',
  'VoucherRemoved',
  'CartContentChanged',
  'CartConfirmed',
  'CartUnconfirmed',
  'PaymentMeansChosen',
  'CartPaid',
  'InvoiceNumbered',
  'PaymentAttemptStarted',
  'PaymentAttemptFailed',
  'CreditNoteIssued',
  'PaymentTermsGranted',
  'PaymentSettled',
  'ParcelShopChangedAfterPayment',
  'ShipmentShipped',
  'ShipmentReadyForPickup',
  'ShipmentRescheduled',
];

export class CartEventMetadataResponse {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Auteur (id) ; null : anonyme ou système.' })
  userId: number | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Requête (X-Request-Id) ou tâche.' })
  requestId: string | null;

  @ApiProperty({ ...DATE_TIME, description: 'Moment de la décision.' })
  at: string;

  @ApiPropertyOptional({ type: 'string', enum: ['system'], description: 'Présent quand le système a agi (expiration).' })
  actor?: string;
}

export class CartEventResponse {
  @ApiProperty({ type: 'integer', minimum: 1 })
  version: number;

  @ApiProperty({ type: 'string', enum: CART_EVENT_TYPES, description: 'Type d’événement (domain/cart.events.ts).', example: 'LineAdded' })
  type: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Données de l’événement (selon son type).' })
  data: Record<string, unknown>;

  @ApiProperty({ type: () => CartEventMetadataResponse })
  metadata: CartEventMetadataResponse;

  @ApiProperty({ ...DATE_TIME })
  recorded_at: string;
}
