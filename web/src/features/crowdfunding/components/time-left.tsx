import { useEffect, useState } from 'react';
import { formatCountdown } from '@/lib/format';
import type { Crowdfunding } from '@/types/api';

/** Spec §4: below two days the time label becomes a live hours:minutes:seconds countdown. */
export const COUNTDOWN_THRESHOLD_SECONDS = 2 * 86_400;

const secondsUntil = (iso: string) => Math.max(0, Math.floor((Date.parse(iso) - Date.now()) / 1000));

/** The campaign's time label; in its last two days, ticked every second from `end_date`. */
export function TimeLeft({ campaign }: { campaign: Pick<Crowdfunding, 'end_date' | 'time_label' | 'time_remaining' | 'started' | 'finished'> }) {
  const live = campaign.started && !campaign.finished && campaign.time_remaining.total_seconds < COUNTDOWN_THRESHOLD_SECONDS;
  const [left, setLeft] = useState(() => secondsUntil(campaign.end_date));

  useEffect(() => {
    if (!live) return;
    setLeft(secondsUntil(campaign.end_date));
    const timer = setInterval(() => setLeft(secondsUntil(campaign.end_date)), 1000);
    return () => clearInterval(timer);
  }, [live, campaign.end_date]);

  if (!live) return <span>{campaign.time_label}</span>;
  if (left === 0) return <span>Terminé</span>;
  return (
    <span>
      <span className="visually-hidden">Temps restant : </span>
      <time dateTime={`PT${left}S`} className="countdown">
        {formatCountdown(left)}
      </time>
    </span>
  );
}
