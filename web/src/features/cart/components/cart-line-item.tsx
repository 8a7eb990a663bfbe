import { useEffect, useRef, useState } from 'react';
import { frenchSpacing } from '@shop/typography';
import { GiftNote } from '@/components/ui/gift-note';
import { Picture } from '@/components/ui/picture';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { CartLine, ProductBase, ProductVariant } from '@/types/api';
import { updateCartLine } from '../api/update-cart-line';
import { GiftNoteEditor } from './gift-note-editor';
import { lineIsValid, parseQuantity, resizeDedications, validateLine } from '../utils/cart-line-rules';

/** Spec §4, §9: a line's edit is saved after a 300 ms pause, only when valid. */
export const LINE_SAVE_DELAY_MS = 300;

const productOf = (line: CartLine): ProductBase | null => (line.product && typeof line.product === 'object' ? line.product : null);
const variantOf = (line: CartLine): ProductVariant | null => (line.variant && typeof line.variant === 'object' ? line.variant : null);

/** The name a line shows: its product's, or a neutral one while the product is unknown. */
export const lineName = (line: CartLine) => productOf(line)?.name ?? 'Article';

interface CartLineItemProps {
  cartId: string;
  line: CartLine;
  /** Rewards of a contribution keep the quantity backed; only their dedications change here. */
  fixedQuantity?: boolean;
  /** A bookseller reads the unit and total without VAT: unit HT × quantity = total HT (docs/pricing.md). */
  professional?: boolean;
  onSaved: () => Promise<unknown> | void;
  onDelete: () => void;
}

/**
 * A line of the cart: picture, name, option, unit price, quantity and one dedication per unit
 * when the product takes dedications. Each valid edit is saved after a pause; a wrong one says why.
 */
export function CartLineItem({ cartId, line, fixedQuantity = false, professional = false, onSaved, onDelete }: CartLineItemProps) {
  const product = productOf(line);
  const variant = variantOf(line);
  // The server keeps one dedication per unit for the products that take them.
  const takesDedications = line.dedications.length > 0;
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [dedications, setDedications] = useState(line.dedications.map((d) => d.text));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ quantity, dedications });
  latest.current = { quantity, dedications };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const errors = validateLine(quantity, dedications, takesDedications);

  function schedule() {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), LINE_SAVE_DELAY_MS);
  }

  async function save() {
    const { quantity: typed, dedications: texts } = latest.current;
    if (!lineIsValid(validateLine(typed, texts, takesDedications))) return;
    setSaving(true);
    setSaveError(null);
    try {
      await updateCartLine(cartId, line.id, parseQuantity(typed), texts);
      await onSaved();
    } catch (error) {
      setSaveError(error instanceof ApiError ? error.message : 'La modification n’a pas pu être enregistrée. Veuillez réessayer.');
    } finally {
      setSaving(false);
    }
  }

  function onQuantity(value: string) {
    setQuantity(value);
    setDirty(true);
    if (takesDedications) setDedications((current) => resizeDedications(current, parseQuantity(value)));
    schedule();
  }

  function onDedication(unit: number, text: string) {
    setDedications((current) => current.map((d, i) => (i === unit ? text : d)));
    setDirty(true);
    schedule();
  }

  const lineTotal = professional ? `${formatPrice(line.total_no_vat)} HT` : formatPrice(line.total);
  const quantityId = `line-${line.id}-quantity`;
  const quantityError = dirty ? errors.quantity : undefined;
  return (
    <li className="cart-line" aria-label={lineName(line)}>
      <Picture src={product?.image ?? null} webp={product?.image_webp ?? null} alt="" className="cart-line__image" width={800} height={800} />
      <div className="cart-line__body">
        <div className="cart-line__head">
          <div>
            <h3 className="cart-line__name">{frenchSpacing(lineName(line))}</h3>
            {variant && <p className="cart-line__variant">Option : {variant.name}</p>}
            <GiftNote line={line} />
            <p className="cart-line__unit">{professional ? `${formatPrice(line.price_no_vat)} HT l'unité` : `${formatPrice(line.price)} l'unité`}</p>
          </div>
          <p className="cart-line__total" aria-label={`Total de la ligne : ${lineTotal}`}>
            {lineTotal}
          </p>
        </div>
        <div className="cart-line__controls">
          {fixedQuantity ? (
            <p className="cart-line__quantity-text">Quantité : {line.quantity}</p>
          ) : (
            <div className={`field cart-line__quantity${quantityError ? ' is-invalid' : ''}`}>
              <label htmlFor={quantityId} className="field__label">
                Quantité
              </label>
              <input
                id={quantityId}
                className="field__input"
                type="number"
                inputMode="numeric"
                min={1}
                value={quantity}
                onChange={(event) => onQuantity(event.target.value)}
                aria-invalid={quantityError ? true : undefined}
                aria-describedby={quantityError ? `${quantityId}-error` : undefined}
              />
              {quantityError && (
                <p id={`${quantityId}-error`} className="field__error">
                  {quantityError}
                </p>
              )}
            </div>
          )}
          <button type="button" className="button button--small button--ghost cart-line__delete" onClick={onDelete}>
            Supprimer <span className="visually-hidden">« {lineName(line)} »</span>
          </button>
        </div>
        {takesDedications && (
          <fieldset className="cart-line__dedications">
            <legend className="cart-line__legend">Dédicaces (une par exemplaire)</legend>
            {dedications.map((text, unit) => {
              const id = `line-${line.id}-dedication-${unit}`;
              const error = dirty ? errors.dedications[unit] : undefined;
              return (
                <div key={unit} className={`field${error ? ' is-invalid' : ''}`}>
                  <label htmlFor={id} className="field__label">
                    Dédicace n°{unit + 1}
                  </label>
                  <input
                    id={id}
                    className="field__input"
                    value={text}
                    onChange={(event) => onDedication(unit, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {error && (
                    <p id={`${id}-error`} className="field__error">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        )}
        {product?.type === 'giftcard' && <GiftNoteEditor cartId={cartId} line={line} onSaved={onSaved} />}
        <p className="cart-line__status" role="status">
          {saving ? 'Enregistrement…' : ''}
        </p>
        {saveError && (
          <p className="field__error" role="alert">
            {saveError}
          </p>
        )}
      </div>
    </li>
  );
}
