// The firm's mark and name, linking to the home page in the current language (or, in the article overlay's bar, closing it).
import { Link } from 'wouter';
import { localePath } from '../content/routes.ts';
import { useSite } from './site-context.tsx';

export function Logo() {
  const { settings, locale } = useSite();
  return (
    // No aria-label: the link's name is its visible text plus a hidden word, so voice users can say what they see (WCAG 2.5.3).
    <Link className="logo" href={localePath(locale, '/')}>
      <LogoIdentity />
      <span className="visually-hidden">, {settings.navigation.home}</span>
    </Link>
  );
}

/** What the logo shows, wherever it leads: the mark, the firm's name and its tagline (hidden on narrow phones). */
export function LogoIdentity() {
  const { settings } = useSite();
  return (
    <>
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{settings.brand.name}</span>
        <span className="logo__tagline">{settings.brand.tagline}</span>
      </span>
    </>
  );
}

/** The firm's mark alone: a spruce of the boreal forest under a northern light (also on an article without its photo). */
export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path className="logo__aurora" d="M4 13.5C10 8 20 6 28 8.5" fill="none" strokeWidth="2" strokeLinecap="round" />
      <path
        className="logo__tree"
        d="M16 8.5l5 6.5h-2.6l4.1 5.5h-3l3.5 4.5h-14l3.5-4.5h-3l4.1-5.5h-2.6zM14.9 25h2.2v3h-2.2z"
      />
    </svg>
  );
}
