// The fixed top bar: logo, main links, language switch, client portal, get-started button, and the menu button on small screens.
import { useRef, useState } from 'react';
import { onDemand } from './on-demand.tsx';
import { useSite } from '../site-context.tsx';
import { useDialogs } from './dialog-context.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainNavLinks } from './MainNavLinks.tsx';

const MobileMenu = onDemand(() => import('./MobileMenu.tsx'));
const MENU_ID = 'mobile-menu';

export function TopBar({ path, alternate }: { path: string; alternate: string }) {
  const { settings } = useSite();
  const dialogs = useDialogs();
  const nav = settings.navigation;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [shownPath, setShownPath] = useState(path);
  const menuButton = useRef<HTMLButtonElement>(null);
  if (shownPath !== path) {
    // Navigating closes the menu (its overlay then gives back body scrolling).
    setShownPath(path);
    if (menuOpen) setMenuOpen(false);
  }

  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <Logo />
        <nav className="topbar__nav" aria-label={settings.brand.name}>
          <MainNavLinks path={path} linkClassName="topbar__link" />
        </nav>
        <div className="topbar__tools">
          <LanguageSwitch alternate={alternate} />
          <a className="topbar__login" href={settings.portal.url} target="_blank" rel="noopener noreferrer">
            {nav.login}
            <span className="visually-hidden"> {nav.newTab}</span>
          </a>
          <button type="button" className="button button--primary button--small topbar__cta" aria-haspopup="dialog" onClick={(event) => dialogs.open('getStarted', event.currentTarget)}>
            {nav.getStarted}
          </button>
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            data-menu-button
            aria-expanded={menuOpen}
            // Only while the menu exists: it is drawn on first open, and a reference to a missing id is an error.
            aria-controls={menuOpen ? MENU_ID : undefined}
            aria-haspopup="dialog"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{nav.openMenu}</span>
          </button>
        </div>
      </div>
      {menuUsed && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocus={menuButton} id={MENU_ID} path={path} alternate={alternate} />}
    </header>
  );
}
