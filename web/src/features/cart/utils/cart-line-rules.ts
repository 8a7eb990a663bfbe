/** The spec's messages for a cart line (§5), word for word. */
export const LINE_MESSAGES = {
  quantityRequired: 'Le champ quantité doit être renseigné.',
  quantityMin: 'La quantité minimum est 1.',
  dedicationRequired: 'Il est nécessaire de remplir la dédicace',
  dedicationTooLong: 'La dédicace ne doit pas dépasser 100 caractères',
} as const;

/** Spec §9: a dedication holds at most 100 characters. */
export const MAX_DEDICATION = 100;

export interface LineErrors {
  quantity?: string;
  dedications: (string | undefined)[];
}

/** A quantity field as a whole number; NaN when it holds none. */
export const parseQuantity = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** The dedication fields grown with empty texts or cut to one per unit. */
export function resizeDedications(dedications: string[], quantity: number): string[] {
  const n = Number.isFinite(quantity) && quantity > 0 ? quantity : dedications.length;
  return Array.from({ length: n }, (_, i) => dedications[i] ?? '');
}

/** Spec §5, cart line: quantity required and at least 1; when the product takes dedications, one per unit. */
export function validateLine(quantity: string, dedications: string[], takesDedications: boolean): LineErrors {
  const errors: LineErrors = { dedications: [] };
  const units = parseQuantity(quantity);
  if (quantity.trim() === '') errors.quantity = LINE_MESSAGES.quantityRequired;
  else if (!Number.isFinite(units) || units < 1) errors.quantity = LINE_MESSAGES.quantityMin;
  if (takesDedications) {
    errors.dedications = dedications.map((text) =>
      text.trim() === '' ? LINE_MESSAGES.dedicationRequired : text.trim().length > MAX_DEDICATION ? LINE_MESSAGES.dedicationTooLong : undefined,
    );
  }
  return errors;
}

export const lineIsValid = (errors: LineErrors) => !errors.quantity && errors.dedications.every((d) => !d);
