// The main menu's links from site.yaml, the current page marked; drawn by the top bar and the mobile menu.
import { Link } from 'wouter';
import { useSite } from './site-context.tsx';

export function MainNavLinks({
  path,
  linkClassName,
  onNavigate,
}: {
  path: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const { settings, table, locale } = useSite();
  return (
    <ul role="list">
      {settings.navigation.main.map((item) => {
        const href = table.pathOf({ page: item.page }, locale) ?? '/';
        return (
          <li key={item.page + item.label}>
            <Link
              className={linkClassName}
              href={href}
              aria-current={href === path ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
