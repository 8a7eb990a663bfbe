import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { useDismiss } from '@/hooks/use-dismiss';
import type { MenuCollections } from '../utils/menu-items';

/** 'Nos collections': a disclosure listing every label, closing on outside click, Escape and navigation. */
export function CollectionsMenu({ item }: { item: MenuCollections }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const listId = useId();
  useDismiss(
    open,
    (how) => {
      setOpen(false);
      if (how === 'escape') button.current?.focus();
    },
    [button, panel],
  );

  return (
    <div
      className="side-menu__group"
      onKeyDown={(event) => {
        // Escape inside an open dropdown closes it, not the whole (mobile) menu around it.
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button ref={button} type="button" className="side-menu__link side-menu__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {item.label}
        <Icon name="chevron" size={16} className="icon icon--chevron" />
      </button>
      <ul ref={panel} id={listId} className="side-menu__sublist" hidden={!open}>
        {item.labels.map((l) => (
          <li key={l.slug}>
            <Link to={l.href} className="side-menu__sublink" aria-current={l.current ? 'true' : undefined}>
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
