import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

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
 * A staff-only file as a download. The API answers it to a staff bearer token, which a plain link
 * does not carry: the click fetches it with the token, then saves it under its name.
 */
export function DownloadLink({ href, filename, fetchBlob, failure, className, children }: {
  href: string;
  filename: string;
  fetchBlob: (href: string) => Promise<Blob>;
  /** Said when the download fails without a message of the API's. */
  failure: string;
  className?: string;
  children: ReactNode;
}) {
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
            save(await fetchBlob(href), filename);
          } catch (problem) {
            setError(problem instanceof ApiError ? problem.message : failure);
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? 'Téléchargement…' : children}
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
