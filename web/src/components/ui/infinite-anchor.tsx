import { useEffect, useRef } from 'react';

/**
 * The bottom anchor of an infinite list: calls `onVisible` when it comes near the viewport.
 * The observer is rebuilt after each page (`page`), so an anchor still in view asks for the next
 * one. Without IntersectionObserver, a button does the same.
 */
export function InfiniteAnchor({ onVisible, page, label = 'Afficher la suite' }: { onVisible: () => void; page: number; label?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const supported = typeof IntersectionObserver !== 'undefined';

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
