// An amount in the visitor's number format, with its unit and "taxes not included".

import { formatMoney } from '../content/format.ts';
import type { Price as PriceData } from '../content/schema/money.ts';
import { useSite } from '../shell/site-context.tsx';

export function Price({ price, showTaxes = true }: { price: PriceData; showTaxes?: boolean }) {
  const { locale, settings } = useSite();
  const words = settings.pricing;
  return (
    <span className="price">
      {price.from && <span className="price__from">{words.from} </span>}
      <strong className="price__amount">{formatMoney(price.amount, locale)}</strong>
      {price.unit && price.unit !== 'once' && <span className="price__unit"> {words.units[price.unit]}</span>}
      {showTaxes && <span className="price__taxes">{words.taxesNotIncluded}</span>}
    </span>
  );
}
