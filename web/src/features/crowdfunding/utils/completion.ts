/** The pie step of a completion (spec §9): tens from 10 to 100, 10 below the first ten, 100 once over. */
export function pieStep(percent: number): number {
  return Math.min(100, Math.max(10, Math.floor(percent / 10) * 10));
}

/** The label's completion pie for a percentage (`/media/labels/{slug}/pie-10.svg` … `pie-100.svg`). */
export function completionPieSrc(labelSlug: string, percent: number): string {
  return `/media/labels/${encodeURIComponent(labelSlug)}/pie-${pieStep(percent)}.svg`;
}

/** The share of the goal for a progress bar, between 0 and 100. */
export const progressWidth = (percent: number) => Math.max(0, Math.min(100, percent));
