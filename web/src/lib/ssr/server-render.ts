import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DrfErrorBody } from '../api-client';

/**
 * What a page rendered on the server tells the response around it: its head (title, description,
 * picture for link previews), its status and, instead of a page, a redirect. Filled while the tree
 * renders; read once the render is done.
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** The picture a shared link shows (absolute or rooted URL). */
  image?: string;
  /** Open Graph type: 'website' for lists, 'book', 'product', 'article'… */
  type?: string;
  /** The label's name (og:site_name). */
  siteName?: string;
  /** The picture that makes the page (its largest paint): fetched before the styles are read. */
  preloadImage?: string;
  /** Its renditions and the width it is shown at, when it has several (`imagesrcset`, `imagesizes`). */
  preloadImageSrcSet?: string;
  preloadImageSizes?: string;
  /** What search engines may do with the page (`noindex`: a page of search results, not to be indexed). */
  robots?: string;
}

export class ServerRender {
  head: PageHead = {};
  status = 200;
  redirect: { to: string; permanent: boolean } | null = null;
  /** The page sent its visitor to a 404 page: the response is a 404 with the SPA's shell (see `Navigate`). */
  notFound = false;
  /** Source modules of the pages rendered (as the build's manifest names them), for their chunks and styles. */
  readonly modules = new Set<string>();

  constructor(
    /** The origin the visitor used (https://…), as the browser's `location.origin`: shared and absolute links. */
    readonly origin: string,
    /** The server's clock when the page was rendered: the hydrating browser starts from the same instant. */
    readonly now: number,
  ) {}

  setHead(head: PageHead): void {
    // The deepest page renders last: its head wins over the layout's.
    for (const [key, value] of Object.entries(head) as [keyof PageHead, string | undefined][]) {
      if (value) this.head[key] = value;
    }
  }
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The render on the server this tree belongs to, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/** An answer of the API as the page's data cache holds it: data, or the error a page may show (a 404). */
export type SeededEntry = { data: unknown } | { error: { status: number; message: string; body: DrfErrorBody } };

/** What the server hands the browser beside the HTML, so the first render in the browser is the same page. */
export interface ServerPayload {
  /** SWR keys (serialised) and the answers the page was rendered with. */
  swr: Record<string, SeededEntry>;
  now: number;
  origin: string;
}

declare global {
  interface Window {
    __SERVER_PAYLOAD__?: ServerPayload;
  }
}

/** The payload of a page the server rendered, or undefined (a client-rendered page, or on the server). */
export function serverPayload(): ServerPayload | undefined {
  return typeof window === 'undefined' ? undefined : window.__SERVER_PAYLOAD__;
}

/** The clock has no event to subscribe to: a component moves on with its own timer. */
const noSubscription = () => () => undefined;
/** The browser's clock to the second: the same value for every read within a render. */
const browserSecond = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * The clock a component starts from: the server's instant while React hydrates that component from
 * the server's HTML (the same text, so no mismatch, however late its part of the page hydrates), the
 * browser's otherwise. Effects then move on to real time.
 */
export function useInitialNow(): number {
  const server = useServerRender();
  return useSyncExternalStore(noSubscription, browserSecond, () => server?.now ?? serverPayload()?.now ?? Date.now());
}

/** The shop's origin for absolute links (shared and canonical URLs): the public one the server knows, else the page's. */
export function useSiteOrigin(): string {
  const server = useServerRender();
  if (server) return server.origin;
  return serverPayload()?.origin ?? window.location.origin;
}
