// The firm's mark and name, linking to the home page in the current language.
import { Link } from 'wouter';
import { useSite } from '../site-context.tsx';
import { localePath } from '../content/routes.ts';

export function Logo() {
  const { settings, locale } = useSite();
  return (
    <Link className="logo" href={localePath(locale, '/')} aria-label={settings.navigation.home}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 22V10h7.5a3.5 3.5 0 0 1 0 7H9m7.5 0a3 3 0 0 1 0 5H9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{settings.brand.name}</span>
        <span className="logo__tagline">{settings.brand.tagline}</span>
      </span>
    </Link>
  );
}
