import { progressWidth } from '../utils/completion';

/** The bar of a campaign's funding, read out as its percentage of the goal (past 100 % the bar stays full). */
export function FundingProgress({ percent }: { percent: number }) {
  const width = progressWidth(percent);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label="Progression du financement"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      aria-valuetext={`${percent} % de l'objectif`}
    >
      <div className="progress__bar" style={{ width: `${width}%` }} />
    </div>
  );
}
