/**
 * A command the cart refuses, with the French message(s) the shopper sees. `errors` follows the
 * DRF shape (`{field: [messages]}`, nested lists for rewards); `detail` is for the rest.
 * The API layer turns it into a 400 (or the given status).
 */
export class CartRefusal extends Error {
  constructor(
    readonly errors: Record<string, unknown> | null,
    readonly detail: string | null = null,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(detail ?? JSON.stringify(errors));
    this.name = 'CartRefusal';
  }
  static detail(message: string, status: 400 | 404 | 409 = 400) {
    return new CartRefusal(null, message, status);
  }
  static field(field: string, message: string) {
    return new CartRefusal({ [field]: [message] });
  }
}

/** The spec's French messages (section 5), word for word, and ours where it is silent. */
export const CART_MESSAGES = {
  quantityRequired: 'Le champ quantité doit être renseigné.',
  quantityMin: 'La quantité minimum est 1.',
  // Not in the spec: the most copies one line holds (see MAX_LINE_QUANTITY).
  quantityMax: (max: number) => `La quantité maximum est ${max} exemplaires par ligne.`,
  lineDedicationRequired: 'Il est nécessaire de remplir la dédicace',
  contributionDedicationRequired: 'Il est nécessaire de remplir le champ de dédicace',
  dedicationTooLong: 'La dédicace ne doit pas dépasser 100 caractères',
  contributionMin: "La valeur de la contribution est d'un euro minimum.",
  contributionInvalid: "Votre contribution n'est pas valide",
  rewardsAboveContribution: 'Les contributions sélectionné sont supérieur à votre contribution',
  voucherRequired: "Il est nécessaire de fournir un bon d'achat pour cette contrepartie",
  variantRequired: "Merci de sélectionner l'option qui vous désirez.",
  confirmGift: 'Merci de cocher la case ci-dessus ou de choisir une contrepartie supplémentaire',
  // Not in the spec:
  limitedQuantity: (left: number) => (left <= 0 ? 'Cette contrepartie est épuisée.' : `Il ne reste que ${left} exemplaire${left > 1 ? 's' : ''} de cette contrepartie.`),
  variantStock: (left: number) => (left <= 0 ? 'Cette option est épuisée.' : `Il ne reste que ${left} exemplaire${left > 1 ? 's' : ''} de cette option.`),
  booksellerOnly: 'Cette contrepartie est réservée aux libraires.',
  campaignNotRunning: "Ce financement participatif n'est pas en cours.",
  // A label's switches, turned off by staff (ours):
  crowdfundingClosed: 'Cette collection ne propose pas de financement participatif : ce projet ne reçoit pas de contribution.',
  cartClosed: 'Cette collection ne vend pas en ligne : ce produit ne peut pas être ajouté au panier.',
  libraryClosed: 'La librairie de cette collection est fermée : ce livre ne peut pas être ajouté au panier.',
  shopClosed: 'La boutique de cette collection est fermée : ce produit ne peut pas être ajouté au panier.',
  crowdfundingClosedInCart: 'Un financement participatif de votre panier ne reçoit plus de contribution : retirez cette contribution pour valider votre panier.',
  outOfStock: 'Ce produit est en rupture de stock.',
  unknownVariant: "Cette option n'existe pas pour ce produit.",
  notARewardOfCampaign: "Cette contrepartie n'appartient pas à ce financement participatif.",
  cartConfirmed: 'Votre panier est en cours de paiement : annulez la validation pour le modifier.',
  cartPaid: 'Cette commande est déjà payée.',
  cartMissing: 'Pas trouvé.',
  lineMissing: 'Pas trouvé.',
  emptyCart: 'Votre panier est vide.',
  notConfirmed: 'Le panier doit être validé avant le paiement.',
  // L221-14: the CGV are accepted before the order binds the customer (the checkout box's own words).
  termsRequired: 'Pour commander, cochez la case d’acceptation des conditions générales de vente.',
  notPaid: 'La commande doit être payée avant d’être facturée.',
  contentChanged: 'cart content changed',
  // Checkout, vouchers and request bodies (ours):
  loginRequired: 'Votre panier doit être rattaché à votre compte : connectez-vous pour le valider.',
  billingAddressRequired: 'Veuillez choisir une adresse de facturation.',
  shippingAddressRequired: 'Veuillez choisir une adresse de livraison.',
  bundleRequired: 'Veuillez indiquer si vos articles partent en un seul colis ou au fil des parutions.',
  parcelShopRequired: 'Veuillez choisir un point relais.',
  parcelShopUnknown: "Ce point relais n'existe pas ou ne peut plus être choisi.",
  parcelShopWrongMode: 'Un point relais ne se choisit qu’avec la livraison en point relais.',
  modeNotOffered: (mode: string) => `"${mode}" n'est pas un choix valide.`,
  leftToPay: 'Les bons d’achat ne couvrent pas cette commande : choisissez un moyen de paiement.',
  voucherUnknown: "Ce bon d'achat n'existe pas.",
  voucherExpired: "Ce bon d'achat a expiré.",
  voucherEmpty: "Ce bon d'achat a déjà été entièrement utilisé.",
  // A voucher claimed into an account is that account's (ours):
  voucherHeld: "Ce bon d'achat est rattaché à un autre compte : il ne peut servir que dans les paniers de ce compte.",
  voucherHeldAtPayment: (code: string) => `Le bon d'achat ${code} est rattaché à un autre compte : retirez-le de votre panier.`,
  lockingVoucher: {
    unknown: "Ce bon d'achat n'existe pas : vérifiez le code saisi pour cette contrepartie.",
    expired: "Ce bon d'achat a expiré : il ne permet plus de choisir cette contrepartie.",
    spent: "Ce bon d'achat a déjà été entièrement utilisé : il ne permet plus de choisir cette contrepartie.",
    unlocked: "Ce bon d'achat a déjà débloqué une contrepartie : chaque code n'en débloque qu'une.",
    held: "Ce bon d'achat est rattaché à un autre compte : il ne permet pas de choisir cette contrepartie.",
  },
  lockingVoucherTwice: "Ce bon d'achat est déjà saisi pour une autre contrepartie : chaque code n'en débloque qu'une.",
  lockingVoucherUsedElsewhere: (code: string) => `Le bon d'achat ${code} a déjà débloqué une contrepartie dans une autre commande : retirez cette contrepartie de votre panier.`,
  voucherSpent: (code: string) => `Le solde du bon d'achat ${code} ne couvre plus le montant retenu : retirez-le puis ajoutez-le à nouveau.`,
  // A reward unlocked by voucher codes has one code per unit: more units need a new contribution.
  rewardQuantityUp: "Pour une contrepartie débloquée par un bon d'achat, contribuez à nouveau depuis la page du projet.",
  contributionMissing: 'Pas trouvé.',
  // Gift cards bought for someone else (ours): the note travels with the code in the buyer's mail.
  giftNoteOnlyOnGiftCards: 'Seules les cartes cadeaux peuvent être offertes avec un nom et un message.',
  giftRecipientRequired: 'Indiquez le nom de la personne à qui vous offrez cette carte cadeau.',
  giftRecipientTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
  giftMessageTooLong: 'Le message ne doit pas dépasser 500 caractères.',
  notSoldAlone: 'Ce produit ne peut pas être ajouté directement au panier.',
  invalidPk: (value: unknown) => `Clé primaire "${String(value)}" non valide - l'objet n'existe pas.`,
  required: 'Ce champ est obligatoire.',
  integer: 'Un nombre entier valide est requis.',
  boolean: 'Doit être un booléen valide.',
  number: 'Un nombre valide est requis.',
  list: 'Attendait une liste d’éléments.',
  text: 'Une chaîne de caractères valide est requise.',
  paidByBank: "Vous n'avez pas la permission d'effectuer cette action.",
  concurrency: 'Le panier a été modifié en même temps ailleurs, veuillez réessayer.',
} as const;
