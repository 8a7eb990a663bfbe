import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { GiftNote, ProductSnapshot } from './cart.types';

/** Bounds of a gift note: a name fits a card's first line, a message a printed card. */
export const GIFT_NOTE_LIMITS = { recipientName: 100, message: 500 } as const;

/** The request's field names, for the errors the shopper sees beside each field. */
export const GIFT_FIELDS = { recipientName: 'gift_recipient_name', message: 'gift_message' } as const;

/** Line ends as one '\n' and no surrounding spaces: the mail prints the message as typed. */
const tidy = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * The gift note a line may carry (recipient's name and message), checked for the line's product:
 * only a gift card is bought for someone else, the name is required with a message, both bounded.
 * Both blank means no note (a shopper clearing it).
 */
export function checkGiftNote(product: ProductSnapshot, requested: GiftNote): GiftNote | null {
  const note = { recipientName: tidy(requested.recipientName), message: tidy(requested.message) };
  if (note.recipientName === '' && note.message === '') return null;
  if (product.kind !== 'giftcard') {
    throw CartRefusal.field(note.recipientName !== '' ? GIFT_FIELDS.recipientName : GIFT_FIELDS.message, M.giftNoteOnlyOnGiftCards);
  }
  if (note.recipientName === '') throw CartRefusal.field(GIFT_FIELDS.recipientName, M.giftRecipientRequired);
  if ([...note.recipientName].length > GIFT_NOTE_LIMITS.recipientName) throw CartRefusal.field(GIFT_FIELDS.recipientName, M.giftRecipientTooLong);
  if ([...note.message].length > GIFT_NOTE_LIMITS.message) throw CartRefusal.field(GIFT_FIELDS.message, M.giftMessageTooLong);
  return note;
}

export const sameGiftNote = (a: GiftNote | null | undefined, b: GiftNote | null | undefined) =>
  (a?.recipientName ?? '') === (b?.recipientName ?? '') && (a?.message ?? '') === (b?.message ?? '');
