import { useState, type ReactNode } from 'react';
import { ApiError, fetchFile } from '@/lib/api-client';

/** Saves a Blob under `filename`, as the browser saves a download. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The order's invoice as a PDF download. The API answers it to its owner's bearer token, which a
 * plain link does not carry: the click fetches it with the token, then saves it.
 */
export function InvoiceLink({ href, number, className, children }: { href: string; number: string | null; className?: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <a
        href={href}
        className={className}
        aria-busy={busy || undefined}
        onClick={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          setError(null);
          try {
            save(await fetchFile(href), `facture-${number ?? 'commande'}.pdf`);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : 'La facture n’a pas pu être téléchargée. Veuillez réessayer.');
          } finally {
            setBusy(false);
          }
        }}
      >
        {children}
      </a>
      {error && (
        <span role="alert" className="field__error">
          {' '}
          {error}
        </span>
      )}
    </>
  );
}
