// The fixed top bar: logo, main links, language switch, client portal and the get-started button.
import { Link } from 'wouter';
import clsx from 'clsx';
import { useSite } from '../site-context.tsx';
import { useDialogs } from './dialog-context.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

export function TopBar({ path, alternate }: { path: string; alternate: string }) {
  const { settings, table, locale } = useSite();
  const dialogs = useDialogs();
  const nav = settings.navigation;
  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <Logo />
        <nav className="topbar__nav" aria-label={settings.brand.name}>
          <ul role="list">
            {nav.main.map((item) => {
              const href = table.pathOf({ page: item.page }, locale) ?? '/';
              return (
                <li key={item.page + item.label}>
                  <Link className={clsx('topbar__link')} href={href} aria-current={href === path ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="topbar__tools">
          <LanguageSwitch alternate={alternate} />
          <a className="topbar__login" href={settings.portal.url} target="_blank" rel="noopener noreferrer">
            {nav.login}
            <span className="visually-hidden"> {nav.newTab}</span>
          </a>
          <button type="button" className="button button--primary button--small" aria-haspopup="dialog" onClick={(event) => dialogs.open('getStarted', event.currentTarget)}>
            {nav.getStarted}
          </button>
        </div>
      </div>
    </header>
  );
}
