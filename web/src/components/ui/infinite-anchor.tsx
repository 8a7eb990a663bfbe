import { useEffect, useRef, useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const observerSupported = () => typeof IntersectionObserver !== 'undefined';
const onTheServer = () => false;

/**
 * The bottom anchor of an infinite list: calls `onVisible` when it comes near the viewport.
 * The observer is rebuilt after each page (`page`), so an anchor still in view asks for the next
 * one. Without IntersectionObserver, a button does the same.
 */
export function InfiniteAnchor({ onVisible, page, label = 'Afficher la suite' }: { onVisible: () => void; page: number; label?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // The server renders the button: a page it rendered hydrates with it, then swaps it for the observed anchor.
  const supported = useSyncExternalStore(unchanging, observerSupported, onTheServer);

  useEffect(() => {
    const element = anchor.current;
    if (!element || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [page, supported]);

  if (!supported) {
    return (
      <div className="infinite-anchor">
        <button type="button" className="button button--ghost" onClick={onVisible}>
          {label}
        </button>
      </div>
    );
  }
  return <div ref={anchor} className="infinite-anchor" data-testid="infinite-anchor" aria-hidden="true" />;
}
