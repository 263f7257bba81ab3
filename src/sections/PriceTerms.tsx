// What the prices of a section cover and exclude, under them: price-advertising rules forbid a bare price.
import type { Localized } from '../content/localize.ts';
import type { PriceTerms as PriceTermsData } from '../content/schema/section-parts.ts';
import { useSite } from '../shell/site-context.tsx';

export function PriceTerms({ terms }: { terms: Localized<PriceTermsData> }) {
  const { settings } = useSite();
  return (
    <dl className="price-terms">
      <div>
        <dt>{settings.pricing.covers}</dt>
        <dd>{terms.covers}</dd>
      </div>
      <div>
        <dt>{settings.pricing.excludes}</dt>
        <dd>{terms.excludes}</dd>
      </div>
    </dl>
  );
}
