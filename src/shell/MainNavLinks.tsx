// The main menu's links from site.yaml, the current page or the section that holds it marked; drawn by the top bar and
// the mobile menu.
import { Link } from 'wouter';
import { useSite } from './site-context.tsx';

export function MainNavLinks({
  path,
  menu,
  linkClassName,
  onNavigate,
}: {
  path: string;
  /** Page id of the item that holds the page (a sub-page, an article, a page its section links to). */
  menu?: string | undefined;
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
              // « page » on the item's own page; « true » on a page inside its section (/pricing/company under Tarifs).
              aria-current={href === path ? 'page' : item.page === menu ? 'true' : undefined}
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
