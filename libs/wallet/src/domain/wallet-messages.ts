import { INPUT_MESSAGES } from '@shop/common/kernel';

/** The French messages of the account's vouchers page, word for word as the cart shows the same refusals. */
export const WALLET_MESSAGES = {
  required: INPUT_MESSAGES.required,
  text: 'Une chaîne de caractères valide est requise.',
  voucherUnknown: "Ce bon d'achat n'existe pas.",
  voucherExpired: "Ce bon d'achat a expiré.",
  voucherTaken: "Ce bon d'achat est déjà rattaché à un compte.",
};
