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
 * A file the API gives only to a bearer token (an invoice, a manuscript), which a plain link does
 * not carry: the click fetches it with the token, then saves it under `filename`. The href stays,
 * so the link reads and copies as the file's address.
 */
export function DownloadLink({
  href,
  filename,
  failure,
  busyLabel,
  className,
  onDownloaded,
  children,
}: {
  href: string;
  filename: string;
  /** Said when the download fails without a message of the API's. */
  failure: string;
  /** Shown instead of the children while the file is on its way. */
  busyLabel?: string;
  className?: string;
  /** Called once the file is saved (a download the server records: its trail is read again). */
  onDownloaded?: () => void;
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
            save(await fetchFile(href), filename);
            onDownloaded?.();
          } catch (problem) {
            setError(problem instanceof ApiError ? problem.message : failure);
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy && busyLabel ? busyLabel : children}
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
