import { useEffect, useState } from 'react';

/** Spec §4, §9: the header becomes fixed once the page has scrolled 60 px. */
export const FIXED_HEADER_AFTER_PX = 60;
/** Scroll jitter below this is not a change of direction. */
const DIRECTION_TOLERANCE_PX = 4;

/**
 * Spec §4: the header becomes fixed after scrolling 60 px down, and relative again on scrolling up
 * (or back above 60 px).
 */
export function useFixedHeader(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= FIXED_HEADER_AFTER_PX) setFixed(false);
      else if (y > last + DIRECTION_TOLERANCE_PX) setFixed(true);
      else if (y < last - DIRECTION_TOLERANCE_PX) setFixed(false);
      else return; // too small to tell: keep the state and the reference point
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return fixed;
}
