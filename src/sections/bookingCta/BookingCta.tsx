// A closing banner that invites the visitor to book, call or get started.
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { Action } from '../../shell/Action.tsx';
import type { BookingCta as BookingCtaSection } from './schema.ts';

export default function BookingCta({ heading, text, actions, anchor }: ViewOf<typeof BookingCtaSection>) {
  const headingId = useId();
  return (
    <section className="cta-band" id={anchor} aria-labelledby={headingId}>
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title" id={headingId}>
            {heading}
          </h2>
          {text && <p className="cta-band__text">{text}</p>}
        </div>
        <div className="actions">
          {actions.map((action, index) => (
            <Action key={index} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}
