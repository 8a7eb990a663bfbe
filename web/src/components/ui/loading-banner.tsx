import { useEffect, useState } from 'react';
import { LOADING_DEBOUNCE_MS, LOADING_TIMEOUT_MS, useLoadingSince } from '@/lib/loading';
import type { SteppedImages } from '@/types/api';

/** Spec §9: the animation steps through the label's emblem images 10 to 100, one every 300 ms. */
export const EMBLEM_STEP_MS = 300;
const STEPS = ['10', '20', '30', '40', '50', '60', '70', '80', '90', '100'] as const;

/** Whether the shared loading state should show now: after the debounce, and never past the timeout. */
function useBannerVisible(): boolean {
  const since = useLoadingSince();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(false);
    if (since === null) return;
    const elapsed = Date.now() - since;
    const show = setTimeout(() => setVisible(true), Math.max(0, LOADING_DEBOUNCE_MS - elapsed));
    const hide = setTimeout(() => setVisible(false), Math.max(0, LOADING_TIMEOUT_MS - elapsed));
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [since]);
  return visible;
}

/** The label's emblem filling up, one step every 300 ms, while shown. */
function AnimatedEmblem({ emblems }: { emblems: SteppedImages }) {
  const frames = STEPS.map((step) => emblems[step]).filter((src): src is string => Boolean(src));
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFrame((f) => (f + 1) % Math.max(1, frames.length)), EMBLEM_STEP_MS);
    return () => clearInterval(timer);
  }, [frames.length]);
  if (frames.length === 0) return <span className="loading-banner__dot" aria-hidden="true" />;
  return <img className="loading-banner__emblem" src={frames[frame]} alt="" width={40} height={40} data-step={STEPS[frame]} />;
}

/** 'Chargement en cours...' with the animated emblem, while the shared loading state is on. */
export function LoadingBanner({ emblems }: { emblems?: SteppedImages | null }) {
  const visible = useBannerVisible();
  return (
    <div className="loading-banner" role="status" aria-live="polite" data-visible={visible}>
      {visible && (
        <div className="loading-banner__box">
          {emblems ? <AnimatedEmblem emblems={emblems} /> : <span className="loading-banner__dot" aria-hidden="true" />}
          <span>Chargement en cours...</span>
        </div>
      )}
    </div>
  );
}
