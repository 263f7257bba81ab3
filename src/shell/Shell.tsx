// Everything around a page's sections: skip link, top bar, <main>, footer, the menu and the dialogs.
import { type ReactNode, Suspense } from 'react';
import { Footer } from './Footer.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { ShellDialogs } from './ShellDialogs.tsx';
import { useSite } from './site-context.tsx';
import { TopBar } from './TopBar.tsx';

export function Shell({
  path,
  alternate,
  year,
  children,
}: {
  path: string;
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
        <TopBar path={path} alternate={alternate} />
      </Suspense>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer year={year} />
      </Suspense>
      {/* Closed until a button opens them; after the footer, so the top bar and footer stay what the page's landmarks hold. */}
      <Suspense fallback={null}>
        <MobileMenu path={path} alternate={alternate} />
        <ShellDialogs />
      </Suspense>
    </>
  );
}
