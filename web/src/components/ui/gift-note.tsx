import './gift-note.css';

/**
 * A gift card line bought as a gift, as the cart and the order summary say it: who it is for and
 * the buyer's message. Nothing for every other line.
 */
export function GiftNote({ line, className }: { line: { gift_recipient_name?: string | null; gift_message?: string | null }; className?: string }) {
  if (!line.gift_recipient_name) return null;
  return (
    <span className={`gift-note${className ? ` ${className}` : ''}`}>
      <span className="gift-note__recipient">Offerte à {line.gift_recipient_name}</span>
      {line.gift_message ? <span className="gift-note__message">«&nbsp;{line.gift_message}&nbsp;»</span> : null}
    </span>
  );
}
