import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Closes an open menu or dropdown (spec §4): on a click or touch outside `within`, on Escape, and
 * when the page changes. `onClose` learns whether it was Escape, to give focus back to the toggle.
 */
export function useDismiss(open: boolean, onClose: (how: 'outside' | 'escape' | 'navigation') => void, within: RefObject<HTMLElement | null>[]): void {
  const close = useRef(onClose);
  close.current = onClose;
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    close.current('navigation');
  }, [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!within.some((ref) => ref.current?.contains(target))) close.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // `within` holds refs, stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
