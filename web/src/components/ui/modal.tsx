import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** What a modal shows: its title (also its accessible name) and its body. */
export interface ModalContent {
  title: string;
  body: ReactNode;
}

interface OpenModal extends ModalContent {
  /** Where focus goes back when the modal closes. */
  opener: HTMLElement | null;
}

let current: OpenModal | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** Opens a modal in the page's single modal host; focus returns to the current element when it closes. */
export function openModal(content: ModalContent): void {
  const active = document.activeElement;
  current = { ...content, opener: current?.opener ?? (active instanceof HTMLElement ? active : null) };
  emit();
}

/** Closes the open modal, if any; focus goes back to what opened it (see ModalDialog). */
export function closeModal(): void {
  if (!current) return;
  current = null;
  emit();
}

/**
 * Gives the focus back to the control that opened a modal (WCAG 2.4.3), waiting up to a second for
 * it to be focusable again (in the page, not disabled): never left on the page's start.
 */
function returnFocus(opener: HTMLElement | null): void {
  if (!opener) return;
  const deadline = Date.now() + 1_000;
  const attempt = () => {
    if (opener.isConnected && !(opener as HTMLButtonElement).disabled) {
      opener.focus();
      if (document.activeElement === opener) return;
    }
    if (Date.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function ModalDialog({ modal }: { modal: OpenModal }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const { opener } = modal;
  useEffect(() => {
    // Focus goes inside, the page behind becomes inert (no focus, no screen reader) and stops scrolling.
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      // Only once the page is no longer inert can its element take the focus back; one the page
      // re-rendered meanwhile (a relay point just chosen) gets it once it is back in the page.
      returnFocus(opener);
    };
  }, [opener]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeModal();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Focus stays trapped in the dialog: Tab from the last element goes to the first, and back.
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="modal" onKeyDown={onKeyDown}>
      <div className="modal__backdrop" aria-hidden="true" onClick={closeModal} />
      <div ref={panel} className="modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {modal.title}
          </h2>
          <button type="button" className="modal__close" onClick={closeModal} aria-label="Fermer" data-autofocus>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{modal.body}</div>
      </div>
    </div>
  );
}

/** The page's one modal host (spec §2 layout): renders the open modal above everything. */
export function ModalHost() {
  const modal = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (!modal) return null;
  return createPortal(<ModalDialog modal={modal} />, document.body);
}
