import type { ReactNode } from 'react';

/**
 * The box of a back-office table: on a narrow screen the table scrolls sideways in it rather than
 * widening the page. Named and focusable, so the keyboard can scroll it too.
 */
export function StaffTableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region must be reachable from the keyboard (WCAG 2.1.1).
    <div className="staff-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
