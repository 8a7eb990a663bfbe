import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../utils/scroll';

/** Scrolls to the top after each new navigation (spec §2), except to the urls that keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    // Back and forward keep the browser's own restoration.
    if (type === 'POP' || keepsScroll(pathname)) return;
    window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
