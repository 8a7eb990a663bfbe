/** The label's announcement (spec §2 'Layout'), above everything when the label has one. */
export function GlobalMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="global-message" role="note">
      {message}
    </p>
  );
}
