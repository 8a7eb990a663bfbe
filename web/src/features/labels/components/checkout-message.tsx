import './checkout-message.css';

/**
 * The label's own word at checkout (its `checkout_message`, spec §3): an information banner on the
 * delivery and summary steps, nothing when the label has none. Plain text, line breaks kept.
 */
export function CheckoutMessage({ message }: { message: string | null | undefined }) {
  const text = message?.trim();
  if (!text) return null;
  return (
    <aside className="checkout-message" aria-label="Information de la maison d’édition">
      <svg className="checkout-message__icon" viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 11v6M12 7.5v.01" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <p className="checkout-message__text">{text}</p>
    </aside>
  );
}
