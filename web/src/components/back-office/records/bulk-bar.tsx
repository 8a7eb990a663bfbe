import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** One action on the ticked records, and how its result is said ('3 livres remis en stock.'). */
export interface BulkChoice<A extends string> {
  action: A;
  text: string;
  done: (n: number) => string;
}

/** The actions on a list's ticked records, and what the last one changed (announced). */
export function BulkBar<A extends string>({
  selected,
  actions,
  run,
  count,
  groupLabel,
  unchanged,
  onDone,
}: {
  selected: number[];
  actions: BulkChoice<A>[];
  /** The bulk route: one action on the ids, answering how many records changed. */
  run: (ids: number[], action: A) => Promise<{ updated: number }>;
  /** '3 livres cochés'. */
  count: (n: number) => string;
  /** The group's accessible name: 'Actions sur les livres cochés'. */
  groupLabel: string;
  /** Said when nothing changed: 'Aucun livre n’a changé.' */
  unchanged: string;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const start = async (choice: BulkChoice<A>) => {
    setBusy(true);
    setNotice(null);
    try {
      const { updated } = await run(selected, choice.action);
      setNotice({ ok: true, text: updated === 0 ? unchanged : choice.done(updated) });
      onDone();
    } catch (error) {
      setNotice({ ok: false, text: error instanceof ApiError ? error.message : 'L’action n’a pas pu être faite. Veuillez réessayer.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="staff-bulk">
      <div className="staff-bulk__actions" role="group" aria-label={groupLabel}>
        <span className="staff-bulk__count">{count(selected.length)}</span>
        {actions.map((choice) => (
          <button key={choice.action} type="button" className="button button--ghost button--small" disabled={busy || selected.length === 0} onClick={() => void start(choice)}>
            {choice.text}
          </button>
        ))}
      </div>
      <div role="status" className="staff-bulk__notice">
        {notice && <p className={notice.ok ? 'notice' : 'notice notice--error'}>{notice.text}</p>}
      </div>
    </div>
  );
}

/** The ticked rows of a list's page: one, or all of the page at once. */
export function useSelection(pageIds: number[]) {
  const [selected, setSelected] = useState<number[]>([]);
  return {
    selected,
    clear: () => setSelected([]),
    allChecked: pageIds.length > 0 && pageIds.every((id) => selected.includes(id)),
    checkAll: (checked: boolean) => setSelected(checked ? pageIds : []),
    isChecked: (id: number) => selected.includes(id),
    check: (id: number, checked: boolean) => setSelected((current) => (checked ? [...current, id] : current.filter((other) => other !== id))),
  };
}

/** The head cell ticking every row of the page. */
export function CheckAllHeader({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <th scope="col">
      <input type="checkbox" className="field__checkbox" aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </th>
  );
}

/** A row's tick box, named after its record. */
export function CheckCell({ name, checked, onChange }: { name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <td>
      <input type="checkbox" className="field__checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-label={`Cocher « ${name} »`} />
    </td>
  );
}
