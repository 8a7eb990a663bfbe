/**
 * A sortable column head: a button that orders the list by the column (ascending first, then
 * descending), the current order said with `aria-sort`.
 */
export function SortHeader({ field, label, ordering, onSort }: { field: string; label: string; ordering: string; onSort: (ordering: string) => void }) {
  const sort = ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={sort}>
      <button type="button" className="staff-sort" onClick={() => onSort(sort === 'ascending' ? `-${field}` : field)}>
        {label}
        <span aria-hidden="true" className="staff-sort__arrow">
          {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
