// Everything around a page's sections: skip link, top bar, <main>, footer and the dialogs.
import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';
import { TopBar } from './TopBar.tsx';
import { Footer } from './Footer.tsx';
import { Dialogs } from './Dialogs.tsx';

export function Shell({ path, alternate, year, children }: { path: string; alternate: string; year: number; children: ReactNode }) {
  const { settings } = useSite();
  return (
    <Dialogs path={path}>
      <a className="skip-link" href="#main">{settings.navigation.skipLink}</a>
      <TopBar path={path} alternate={alternate} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} />
    </Dialogs>
  );
}
