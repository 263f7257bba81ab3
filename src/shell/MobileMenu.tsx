// The full-screen menu of small screens: the top bar's links as a modal dialog; loaded on first open.
import { useId, type RefObject } from 'react';
import { useSite } from '../site-context.tsx';
import { CloseButton, Modal } from './Modal.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainNavLinks } from './MainNavLinks.tsx';
import { useDialogs } from './dialog-context.tsx';

type Props = { open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null>; id: string; path: string; alternate: string };

export default function MobileMenu({ open, onClose, returnFocus, id, path, alternate }: Props) {
  const { settings } = useSite();
  const dialogs = useDialogs();
  const headingId = useId();
  const nav = settings.navigation;
  return (
    <Modal open={open} onClose={onClose} labelledBy={headingId} returnFocus={returnFocus} id={id} className="mobile-menu">
      <div className="mobile-menu__header">
        <Logo />
        <h2 id={headingId} className="visually-hidden">{nav.openMenu}</h2>
        <CloseButton label={nav.closeMenu} onClose={onClose} />
      </div>
      <nav className="mobile-menu__nav" aria-labelledby={headingId}>
        <MainNavLinks path={path} linkClassName="mobile-menu__link" onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__tools">
        <LanguageSwitch alternate={alternate} className="language-switch language-switch--wide" full />
        <a className="button button--secondary" href={settings.portal.url} target="_blank" rel="noopener noreferrer">
          {nav.login}
          <span className="visually-hidden"> {nav.newTab}</span>
        </a>
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => { onClose(); dialogs.open('getStarted', returnFocus.current); }}>
          {nav.getStarted}
        </button>
      </div>
    </Modal>
  );
}
