import { useId, type ReactNode } from 'react';
import { StaffTableBox } from '@/components/back-office/table-box';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { AfterSale, AfterSaleLine, RefundMethod } from '../../api/after-sale';

/** The reason or note's length, as the API bounds it. */
export const REASON_MAX = 500;

/**
 * What `quantity` more units of a line come to, after those already refunded: the line's total
 * shared over its units as the server does it (libs/cart/src/domain/after-sale.ts), for the preview.
 */
export function unitsAmount(line: AfterSaleLine, quantity: number): number {
  const total = Math.round(Number(line.total) * 100);
  const upTo = (units: number) => Math.round((total * units) / line.quantity);
  return upTo(line.refunded_quantity + quantity) - upTo(line.refunded_quantity);
}

/** How an amount comes back: the card up to what it may still take, the rest as a voucher. */
export function refundSplit(amountCents: number, method: RefundMethod, page: AfterSale): { cardCents: number; voucherCents: number } {
  const cardCents = method === 'card' ? Math.min(amountCents, Math.round(Number(page.card_refundable) * 100)) : 0;
  return { cardCents, voucherCents: amountCents - cardCents };
}

/** The messages of a 400 about lines (`{lines: [{quantity: [...]}, …]}`), by line id in the order sent. */
export function lineErrorsOf(body: unknown, sentIds: string[]): Record<string, string> {
  const lines = (body as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return {};
  const errors: Record<string, string> = {};
  lines.forEach((entry, index) => {
    if (!entry || typeof entry !== 'object' || !sentIds[index]) return;
    const messages = Object.values(entry as Record<string, unknown>)
      .flat()
      .map(String);
    if (messages.length > 0) errors[sentIds[index]] = messages.join(' ');
  });
  return errors;
}

/** What a refused submit says: the API's messages on the lines sent (by id) and for the whole form. */
export function failureOf(caught: unknown, sentIds: string[], fallback: string): { lineErrors: Record<string, string>; message: string } {
  if (!(caught instanceof ApiError)) return { lineErrors: {}, message: fallback };
  return { lineErrors: lineErrorsOf(caught.body, sentIds), message: caught.message };
}

/** A number input for how many units of a line, 0 to `max`, with its message. */
export function QuantityCell({ line, max, value, error, onChange }: { line: AfterSaleLine; max: number; value: number; error?: string; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <td>
      <label className="visually-hidden" htmlFor={id}>
        {`Exemplaires de « ${line.name} » (0 à ${max})`}
      </label>
      <input
        id={id}
        className="field__input after-sale__quantity"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(Math.max(0, Math.min(max, Math.trunc(Number(e.target.value) || 0))))}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </td>
  );
}

/** The card (when the card paid and may still take something back) or a voucher. */
export function MethodChoice({ page, method, onChange }: { page: AfterSale; method: RefundMethod; onChange: (method: RefundMethod) => void }) {
  const name = useId();
  const cardLeft = Number(page.card_refundable);
  const byCard = page.paid_with === 'credit-card' && cardLeft > 0;
  return (
    <fieldset className="after-sale__methods">
      <legend className="field__label">Rendre l’argent</legend>
      <label className="after-sale__check">
        <input type="radio" name={name} value="card" checked={method === 'card'} disabled={!byCard} onChange={() => onChange('card')} />
        {byCard
          ? `Sur la carte bancaire (jusqu’à ${formatPrice(cardLeft)}, le reste en bon d’achat)`
          : 'Sur la carte bancaire (la commande n’a pas été payée par carte, ou la carte est entièrement remboursée)'}
      </label>
      <label className="after-sale__check">
        <input type="radio" name={name} value="voucher" checked={method === 'voucher'} onChange={() => onChange('voucher')} />
        En bon d’achat sur le compte du client (valable un an)
      </label>
    </fieldset>
  );
}

/**
 * The order's lines with a quantity to give for each (refunded, or come back): the line, what was
 * sold of it, what was already done, and the input from 0 to what is left.
 */
export function LinesQuantityTable({
  label,
  headings,
  lines,
  sold,
  done,
  leftOf,
  quantities,
  errors,
  onChange,
}: {
  label: string;
  /** The columns after the article's: what was sold, what was done, what to do now. */
  headings: [string, string, string];
  lines: AfterSaleLine[];
  sold: (line: AfterSaleLine) => ReactNode;
  done: (line: AfterSaleLine) => number;
  leftOf: (line: AfterSaleLine) => number;
  quantities: Record<string, number>;
  errors: Record<string, string>;
  onChange: (lineId: string, value: number) => void;
}) {
  return (
    <StaffTableBox label={label}>
      <table className="staff-table after-sale__lines">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Article</th>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="after-sale__name">
                {line.name}
              </th>
              <td>{sold(line)}</td>
              <td>{done(line)}</td>
              <QuantityCell line={line} max={leftOf(line)} value={quantities[line.id] ?? 0} error={errors[line.id]} onChange={(value) => onChange(line.id, value)} />
            </tr>
          ))}
        </tbody>
      </table>
    </StaffTableBox>
  );
}
