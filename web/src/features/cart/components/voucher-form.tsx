import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { VoucherUsage } from '@/types/api';
import { applyVoucher, removeVoucher } from '../api/cart-vouchers';

interface VoucherFormProps {
  cartId: string;
  usages: VoucherUsage[];
  onChanged: () => Promise<unknown>;
}

const messageOf = (error: unknown, fallback: string) => {
  if (!(error instanceof ApiError)) return fallback;
  return error.fieldErrors.code?.join(' ') ?? error.message;
};

/** Vouchers spent on the cart, and the field to spend one more (spec §7: POST and DELETE carts/{id}/voucher/). */
export function VoucherForm({ cartId, usages, onChanged }: VoucherFormProps) {
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!code.trim()) {
      setError("Veuillez saisir le code de votre bon d'achat.");
      return;
    }
    setSending(true);
    setError(null);
    try {
      await applyVoucher(cartId, code);
      await onChanged();
      setCode('');
    } catch (failure) {
      setError(messageOf(failure, "Ce bon d'achat n'a pas pu être utilisé. Veuillez réessayer."));
    } finally {
      setSending(false);
    }
  }

  async function remove(usage: VoucherUsage) {
    setError(null);
    try {
      await removeVoucher(cartId, usage.voucher.code);
      await onChanged();
    } catch (failure) {
      setError(messageOf(failure, "Ce bon d'achat n'a pas pu être retiré. Veuillez réessayer."));
    }
  }

  return (
    <section className="cart-vouchers" aria-labelledby="cart-vouchers-title">
      <h2 id="cart-vouchers-title" className="cart-vouchers__title">
        Bon d'achat
      </h2>
      {usages.length > 0 && (
        <ul className="cart-vouchers__list">
          {usages.map((usage) => (
            <li key={usage.id} className="cart-vouchers__item">
              <span>
                <strong>{usage.voucher.code}</strong> : − {formatPrice(usage.amount)}
              </span>
              <button type="button" className="cart-vouchers__remove" onClick={() => void remove(usage)}>
                Retirer <span className="visually-hidden">le bon d'achat {usage.voucher.code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="cart-vouchers__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor="cart-voucher-code" className="visually-hidden">
          Code du bon d'achat
        </label>
        <input
          id="cart-voucher-code"
          className="field__input"
          placeholder="Code du bon d'achat"
          value={code}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cart-voucher-error' : undefined}
        />
        <button type="submit" className="button button--small" disabled={sending} aria-busy={sending || undefined}>
          Appliquer
        </button>
      </form>
      {error && (
        <p id="cart-voucher-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
