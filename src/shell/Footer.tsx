// The footer: the firm, its CPA badge, link columns and contact details.

import { fillTemplate } from '../content/format.ts';
import { Action } from './Action.tsx';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';
import { PrivacyLink } from './PrivacyLink.tsx';
import { useSite } from './site-context.tsx';

export function Footer({ year }: { year: number }) {
  const { settings } = useSite();
  const { footer, contact } = settings;
  const general = contact.phones.general!;
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Logo />
          <p>{settings.brand.description}</p>
          <p className="badge">
            <Icon name="award" />
            <span>{settings.brand.cpaBadge}</span>
          </p>
        </div>
        {footer.columns.map((column, index) => (
          <nav key={index} className="footer__column" aria-label={column.heading}>
            <h2 className="footer__heading">{column.heading}</h2>
            <ul role="list">
              {column.links.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <Action action={link} asButton={false} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer__column">
          <h2 className="footer__heading">{footer.contactHeading}</h2>
          <ul role="list">
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={`tel:${general.tel}`}>{general.display}</a>
            </li>
            <li>{contact.location}</li>
            <li>{contact.hours}</li>
          </ul>
        </div>
      </div>
      <div className="container footer__legal">
        <p>{fillTemplate(footer.rights, { year })}</p>
        <p>
          <PrivacyLink />
        </p>
      </div>
    </footer>
  );
}
