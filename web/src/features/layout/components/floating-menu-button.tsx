import type { Ref } from 'react';
import { Icon } from '@/components/ui/icons';
import '../layout-extras.css';

interface FloatingMenuButtonProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * The menu button of pages without a header (author pages, spec §2): on phones (1024 px or less)
 * the side menu is a drawer, and without the header's burger nothing would open it. Hidden on
 * wide screens, where the side menu is always shown.
 */
export function FloatingMenuButton({ menuOpen, onToggleMenu, buttonRef }: FloatingMenuButtonProps) {
  return (
    <button ref={buttonRef} type="button" className="burger floating-menu-button" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onToggleMenu}>
      <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
      <span className="visually-hidden">{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
    </button>
  );
}
