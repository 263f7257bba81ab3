// Everything around a page's sections: skip link, top bar, <main>, footer, the menu and the dialogs.
import { type ReactNode, Suspense } from 'react';
import { Footer } from './Footer.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { ShellDialogs } from './ShellDialogs.tsx';
import { useSite } from './site-context.tsx';
import { TopBar } from './TopBar.tsx';

export function Shell({
  path,
  menu,
  alternate,
  year,
  children,
}: {
  path: string;
  /** The menu item that holds this page (view.menu): marked in the top bar and the phone menu. */
  menu?: string | undefined;
  alternate: string;
  year: number;
  children: ReactNode;
}) {
  const { settings } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {settings.navigation.skipLink}
      </a>
      {/* Boundaries, as around each section (Page.tsx): React hydrates the top bar and the footer in slices of their own
          after the first commit, not in one task with it; a tap on either makes React hydrate it first. */}
      <Suspense fallback={null}>
        <TopBar path={path} menu={menu} alternate={alternate} />
      </Suspense>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer year={year} />
      </Suspense>
      {/* Closed until a button opens them; after the footer, so the top bar and footer stay what the page's landmarks hold. */}
      <Suspense fallback={null}>
        <MobileMenu path={path} menu={menu} alternate={alternate} />
        <ShellDialogs />
      </Suspense>
    </>
  );
}
