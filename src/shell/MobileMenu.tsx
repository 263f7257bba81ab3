// The full-screen menu of small screens: the top bar's links as a modal dialog, prerendered closed in every page so the
// menu button opens it before any script runs.
import { useId } from 'react';
import { DIALOG_ID } from './dialog-ids.ts';
import { Icon } from './Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainNavLinks } from './MainNavLinks.tsx';
import { CloseButton, Modal, openerProps, openInstead } from './Modal.tsx';
import { useSite } from './site-context.tsx';

export const MENU_ID = 'mobile-menu';

export function MobileMenu({ path, menu, alternate }: { path: string; menu?: string | undefined; alternate: string }) {
  const { settings } = useSite();
  const headingId = useId();
  const nav = settings.navigation;
  const phone = settings.contact.phones.general;
  // A link shows its page in place once the app runs: the menu closes at once rather than when the page arrives.
  const close = () => (document.getElementById(MENU_ID) as HTMLDialogElement | null)?.close();
  return (
    <Modal id={MENU_ID} labelledBy={headingId} className="mobile-menu">
      <div className="mobile-menu__header">
        <Logo />
        <h2 id={headingId} className="visually-hidden">
          {nav.openMenu}
        </h2>
        <CloseButton label={nav.closeMenu} target={MENU_ID} />
      </div>
      <nav className="mobile-menu__nav" aria-labelledby={headingId}>
        <MainNavLinks path={path} menu={menu} linkClassName="mobile-menu__link" onNavigate={close} />
      </nav>
      <div className="mobile-menu__tools">
        <LanguageSwitch alternate={alternate} className="language-switch language-switch--wide" full />
        <a className="button button--secondary" href={settings.portal.url} target="_blank" rel="noopener noreferrer">
          {nav.login}
          <span className="visually-hidden"> {nav.newTab}</span>
        </a>
        <button {...openerProps(DIALOG_ID.getStarted)} className="button button--primary" onClick={openInstead}>
          {nav.getStarted}
        </button>
      </div>
      {/* The firm's number at the menu's end, one tap to call: on a phone, calling is often the quickest way in. */}
      {phone && (
        <a className="mobile-menu__call" href={`tel:${phone.tel}`}>
          <Icon name="phone" />
          <span>{settings.dialogs.getStarted.call}</span>
          <strong>{phone.display}</strong>
        </a>
      )}
    </Modal>
  );
}
