import { createContext, useCallback, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { useCanHoldNavigation, useLeaveBlocker, type LeaveTest } from '@/lib/guarded-router';
import { ConfirmDialog } from './confirm-dialog';

/** The forms of the page that hold unsaved changes, by id. */
type DirtyForms = Set<string>;

const DirtyFormsContext = createContext<DirtyForms | null>(null);

/** Leaving for another page (not a change of the query string) while a form is dirty. */
const leavesPage =
  (dirty: DirtyForms): LeaveTest =>
  (from, to) =>
    dirty.size > 0 && from.pathname !== to.pathname;

/** The router's one blocker (a router keeps one at a time), asking before a dirty page is left. */
function LeaveBlocker({ dirty }: { dirty: DirtyForms }) {
  const shouldBlock = useCallback(leavesPage(dirty), [dirty]); // eslint-disable-line react-hooks/exhaustive-deps
  const blocker = useLeaveBlocker(shouldBlock);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Quitter sans enregistrer ?"
      message={<p>Vos modifications seront perdues.</p>}
      cancelText="Rester"
      confirmText="Quitter"
      onCancel={() => blocker.reset()}
      onConfirm={() => blocker.proceed()}
    />
  );
}

/**
 * Watches the forms below it: leaving the page (a link, the back button, closing the tab) while one
 * has unsaved changes is asked first. Under a router that cannot hold a navigation (a plain
 * MemoryRouter in a test) only closing the tab is asked.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const dirty = useRef<DirtyForms>(new Set()).current;
  const canHold = useCanHoldNavigation();
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.size === 0) return;
      // The browser shows its own words; returnValue is what older ones need to ask at all.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);
  return (
    <DirtyFormsContext.Provider value={dirty}>
      {children}
      {canHold && <LeaveBlocker dirty={dirty} />}
    </DirtyFormsContext.Provider>
  );
}

/**
 * Declares a form's unsaved changes to the guard above it. `release()` lets the next navigation go
 * (after a creation, the page of the new record is opened while the form still differs).
 */
export function useUnsavedChanges(isDirty: boolean): { release: () => void } {
  const dirty = useContext(DirtyFormsContext);
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    if (isDirty) dirty.add(id);
    else dirty.delete(id);
    return () => {
      dirty.delete(id);
    };
  }, [dirty, id, isDirty]);
  return { release: useCallback(() => dirty?.delete(id), [dirty, id]) };
}
