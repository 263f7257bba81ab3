// The person in charge of personal information (Law 25) and how to reach them, from site.yaml privacy.officer.
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { useSite } from '../../shell/site-context.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import type { PrivacyContact as PrivacyContactSection } from './schema.ts';

export default function PrivacyContact({ heading, intro, anchor }: ViewOf<typeof PrivacyContactSection>) {
  const { settings } = useSite();
  const headingId = useId();
  const { officer } = settings.privacy;
  const phone = officer.phone === undefined ? undefined : settings.contact.phones[officer.phone];
  return (
    <section className="section" id={anchor} aria-labelledby={headingId}>
      <div className="container container--narrow">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <address className="privacy-contact">
          <strong className="privacy-contact__title">{officer.title}</strong>
          {officer.name && <span>{officer.name}</span>}
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
          {phone && <a href={`tel:${phone.tel}`}>{phone.display}</a>}
          <span>
            {settings.brand.name}, {settings.contact.location}
          </span>
        </address>
      </div>
    </section>
  );
}
