// An amount in the visitor's number format, with its unit and "taxes not included".

import { formatMoney } from '../content/format.ts';
import type { Price as PriceData } from '../content/schema/money.ts';
import type { Locale } from '../content/schema/text.ts';
import type { SettingsView } from '../content/view-types.ts';
import { useSite } from '../shell/site-context.tsx';

type PricingWords = SettingsView['pricing'];

/** A price as one line of words (« à partir de 1 000 $ / an »), without the taxes: where a price is named in a sentence. */
export function priceWords(price: PriceData, words: PricingWords, locale: Locale): string {
  const unit = price.unit && price.unit !== 'once' ? ` ${words.units[price.unit]}` : '';
  return `${price.from ? `${words.from} ` : ''}${formatMoney(price.amount, locale)}${unit}`;
}

/** What a plan's button names in the window it opens: what is bought, and its price (review 9: « Tarif horaire » alone). */
export const planName = (title: string, price: PriceData | undefined, words: PricingWords, locale: Locale) =>
  price === undefined ? title : `${title} — ${priceWords(price, words, locale)}`;

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
