import { formatCount } from '@/lib/format';
import { PAGE_SIZE } from './list-query';

/** '26–50 sur 112', announced politely as the page or the search changes. */
export function ListCount({ offset, count, updating }: { offset: number; count: number; updating: boolean }) {
  const first = count === 0 ? 0 : offset + 1;
  const last = Math.min(offset + PAGE_SIZE, count);
  return (
    <p className="staff-count" aria-live="polite">
      {formatCount(first)}–{formatCount(last)} sur {formatCount(count)} {updating && <span className="staff-loading-inline">(mise à jour…)</span>}
    </p>
  );
}
