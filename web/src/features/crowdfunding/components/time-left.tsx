import { useEffect, useState } from 'react';
import { useInitialNow } from '@/lib/ssr/server-render';
import type { Crowdfunding } from '@/types/api';
import { timeLeft, timeLeftLabel } from '../utils/time-left';

/** The visitor's clock, ticking every `intervalMs`. */
function useNow(intervalMs: number): number {
  const initialNow = useInitialNow();
  const [now, setNow] = useState(initialNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The campaign's time label, computed here from its dates: whole days over two days, then a live
 * countdown in hours, minutes and seconds ('29 h 05 min 09 s') ticking every second, then 'Terminé'.
 */
export function TimeLeft({ campaign }: { campaign: Pick<Crowdfunding, 'start_date' | 'end_date'> }) {
  const initial = timeLeft(campaign, useInitialNow());
  // Once a second in the last two days; once a minute otherwise, enough to notice the switch.
  const now = useNow(initial.kind === 'countdown' ? 1000 : 60_000);
  const left = timeLeft(campaign, now);
  const label = timeLeftLabel(left);
  if (left.kind !== 'countdown') return <span className="time-left">{label}</span>;
  return (
    <span className="time-left">
      <span className="visually-hidden">Temps restant : </span>
      <time dateTime={`PT${left.seconds}S`} className="countdown">
        {label}
      </time>
    </span>
  );
}
