import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatUpdatedAt } from './format-audit';
import { useLabelChoices } from './label-choices';

/** The first cell of a record's row: its name, a link to its page, and a line under it (a slug, an ISBN); a pill before it (a draft). */
export function RecordLinkCell({ to, name, sub, pill }: { to: string; name: string; sub?: string | null; pill?: ReactNode }) {
  return (
    <td>
      {pill}
      <Link to={to} className="staff-table__ref-name">
        {name}
      </Link>
      {sub && <span className="staff-table__sub">{sub}</span>}
    </td>
  );
}

/** A record's label, by name. */
export function LabelCell({ id }: { id: number }) {
  const labels = useLabelChoices();
  return <td>{labels.find((l) => l.id === id)?.name ?? '—'}</td>;
}

/** When a record last changed: '12 novembre 2026 à 14 h 05'. */
export function UpdatedCell({ at }: { at: string }) {
  return <td>{formatUpdatedAt(at)}</td>;
}
