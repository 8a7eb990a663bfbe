import { useEffect } from 'react';
import { useServerRender, type PageHead } from './ssr/server-render';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** What a shared link of the page shows beside its title and description. */
export type SharePreview = Pick<PageHead, 'image' | 'type' | 'preloadImage' | 'preloadImageSrcSet' | 'preloadImageSizes'>;

/**
 * Sets the document title and meta description while the page is shown, restoring them after. On
 * the server, where no effect runs, the page's head goes to the response instead (with the picture
 * a shared link shows).
 */
export function useDocumentMeta(title: string | null | undefined, description?: string | null, share?: SharePreview): void {
  const server = useServerRender();
  if (server) {
    const { image, type, preloadImage, preloadImageSrcSet, preloadImageSizes } = share ?? {};
    server.setHead({ title: title ?? undefined, description: description ?? undefined, image, type, preloadImage, preloadImageSrcSet, preloadImageSizes });
  }

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}

/**
 * Keeps search engines from indexing the page (a page of search results: as many pages as queries,
 * none worth a place in their index), in the server's HTML and while the page is shown in the browser.
 */
export function useNoIndex(): void {
  useServerRender()?.setHead({ robots: 'noindex' });
  useEffect(() => {
    // The server's tag when the page came rendered, else one of ours; gone with the page either way.
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'robots';
      document.head.appendChild(tag);
    }
    tag.content = 'noindex';
    return () => tag.remove();
  }, []);
}
