// The link to the privacy page (Law 25), wherever the site touches personal information: footer, contact form, booking window.

import { Action } from './Action.tsx';
import { useSite } from './site-context.tsx';

export function PrivacyLink() {
  const { settings } = useSite();
  return <Action action={{ page: settings.privacy.page, label: settings.privacy.link }} asButton={false} />;
}
