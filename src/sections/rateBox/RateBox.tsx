// An hourly rate with its minimum booking and inclusions.
import { useId } from 'react';
import { fillTemplate } from '../../content/format.ts';
import type { ViewOf } from '../../content/view-types.ts';
import { Action } from '../../shell/Action.tsx';
import { useSite } from '../../shell/site-context.tsx';
import { Checklist } from '../Checklist.tsx';
import { Price, planName } from '../Price.tsx';
import { PriceTerms } from '../PriceTerms.tsx';
import type { RateBox as RateBoxSection } from './schema.ts';

export default function RateBox({ heading, price, inclusions, terms, action, anchor }: ViewOf<typeof RateBoxSection>) {
  const { settings, locale } = useSite();
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={headingId}>
      <div className="container">
        {/* Two columns from 900 px (review 8: one narrow card left a third of the page empty); one on phones. */}
        <div className="rate-box">
          <div className="rate-box__summary">
            <h2 className="section__title" id={headingId}>
              {heading}
            </h2>
            <p className="rate-box__price">
              <Price price={price} />
            </p>
            {price.minimumHours !== undefined && (
              <p className="rate-box__minimum">
                {fillTemplate(settings.pricing.minimumHours, { hours: price.minimumHours }, locale)}
              </p>
            )}
          </div>
          <div className="rate-box__details">
            <Checklist items={inclusions} />
            {terms && <PriceTerms terms={terms} />}
          </div>
          {action && (
            <div className="actions">
              {/* Its heading and price name what is bought, as a plan card's do (review 7 #12: the window opened without it). */}
              <Action
                action={action}
                className="button--block"
                plan={planName(heading, price, settings.pricing, locale)}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
