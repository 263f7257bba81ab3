// The fixed top bar: logo, main links, language switch, client portal, get-started button; on small screens the menu button, and a call button on phones.

import { DIALOG_ID } from './dialog-ids.ts';
import { Icon } from './Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainNavLinks } from './MainNavLinks.tsx';
import { MENU_ID } from './MobileMenu.tsx';
import { openerProps, useDialogOpen } from './Modal.tsx';
import { useSite } from './site-context.tsx';

export function TopBar({ path, menu, alternate }: { path: string; menu?: string | undefined; alternate: string }) {
  const { settings } = useSite();
  const nav = settings.navigation;
  const menuOpen = useDialogOpen(MENU_ID);
  const phone = settings.contact.phones.general;

  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <Logo />
        <nav className="topbar__nav" aria-label={settings.brand.name}>
          <MainNavLinks path={path} menu={menu} linkClassName="topbar__link" />
        </nav>
        <div className="topbar__tools">
          <LanguageSwitch alternate={alternate} />
          <a className="topbar__login" href={settings.portal.url} target="_blank" rel="noopener noreferrer">
            {nav.login}
            <span className="visually-hidden"> {nav.newTab}</span>
          </a>
          <button {...openerProps(DIALOG_ID.getStarted)} className="button button--primary button--small topbar__cta">
            {nav.getStarted}
          </button>
          {/* Phones only, where the get-started button leaves the bar: calling stays one tap away on every screen of a
              long page (review 9: two taps through the menu). */}
          {phone && (
            <a className="topbar__call" href={`tel:${phone.tel}`}>
              <Icon name="phone" />
              <span className="visually-hidden">
                {settings.dialogs.getStarted.call} {phone.display}
              </span>
            </a>
          )}
          <button
            {...openerProps(MENU_ID)}
            className="menu-button"
            data-menu-button
            aria-controls={MENU_ID}
            aria-expanded={menuOpen}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{nav.openMenu}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
