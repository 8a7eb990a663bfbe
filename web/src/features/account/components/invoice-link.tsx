import type { ReactNode } from 'react';
import { DownloadLink } from '@/components/ui/download-link';

/** The order's invoice as a PDF download, fetched with the owner's token (`facture-F2026-000042.pdf`). */
export function InvoiceLink({ href, number, className, children }: { href: string; number: string | null; className?: string; children: ReactNode }) {
  return (
    <DownloadLink href={href} filename={`facture-${number ?? 'commande'}.pdf`} failure="La facture n’a pas pu être téléchargée. Veuillez réessayer." className={className}>
      {children}
    </DownloadLink>
  );
}
