import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** HTML from the API (descriptions, news), injected only once reduced to the sanitiser's allow-list. */
export function HtmlContent({ html, className = 'prose' }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
