// A price or the opening hours typed in a sentence, said in a marketer's words, with the edit that writes the fact's name instead ({companyPlan}, {openingHours}); no React.

import { message } from '../../content/messages.ts';
import type { PriceFact } from '../../content/schema/money.ts';
import { findAmounts, type TypedAmount } from '../../site/amounts.ts';
import { priceAmount } from '../../site/facts.ts';
import { findTypedHours } from '../../site/hours.ts';
import type { Problem } from '../../site/problem.ts';
import type { EditPath } from '../contract.ts';

/** A typed amount's problem as the editor shows it: her words, what was typed, and the text with a price's name in its place. */
export type PriceProblem = Problem & {
  typed?: {
    written: string;
    path: EditPath;
    replaced: (name: string) => string;
    fact?: string;
    /** A price may be any of the prices (the « Insérer un prix » list); hours are the one fact. */
    kind: 'price' | 'hours';
  };
};

/** sections.2.subtitle.fr → ['sections', 2, 'subtitle', 'fr']. */
export const pathOf = (dotted: string): EditPath =>
  dotted === '' ? [] : dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const getIn = (data: unknown, path: EditPath): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);

/** The names of the prices of site.yaml (facts.prices) whose amount, sums included, is `value`. */
export function pricesOf(settings: unknown, value: number): string[] {
  const prices = (getIn(settings, ['facts', 'prices']) ?? {}) as Record<string, PriceFact>;
  return Object.keys(prices).filter((name) => priceAmount(name, prices) === value);
}

function words(amount: TypedAmount, names: string[]) {
  const typed = { fr: `Prix tapé à la main : « ${amount.written} ».`, en: `Price typed by hand: “${amount.written}”.` };
  if (names.length === 0)
    return message(
      `${typed.fr} Un prix ne s’écrit qu’une fois, dans les Réglages du site (Prix et faits) : ajoutez-le là sous un nom, puis choisissez-le ici dans la liste « Insérer un prix »; il suivra le tarif.`,
      `${typed.en} A price is written once, in the Site settings (Prices and facts): add it there under a name, then choose it here in the “Insert a price” list; it will follow the rate.`,
    );
  const named = {
    fr: names.map((name) => `{${name}}`).join(' ou '),
    en: names.map((name) => `{${name}}`).join(' or '),
  };
  return message(
    `${typed.fr} Choisissez le prix dans la liste « Insérer un prix » ci-dessous, ou écrivez ${named.fr} : il suivra le tarif.`,
    `${typed.en} Choose the price in the “Insert a price” list below, or write ${named.en}: it will follow the rate.`,
  );
}

/**
 * The validator's typed-amount problems (rule `amount`) in her words, each with what was typed and how to put a price's
 * name in its place. The amount is found again in the text as the form holds it now; one no longer there (typed over
 * since the check) keeps the validator's words.
 */
export function sayTypedPrices(problems: readonly Problem[], data: unknown, settings: unknown): PriceProblem[] {
  return problems.map((problem) => {
    if (problem.rule === 'hours') return sayTypedHours(problem, data);
    if (problem.rule !== 'amount') return problem;
    const path = pathOf(problem.path);
    const text = getIn(data, path);
    if (typeof text !== 'string') return problem;
    const amount = findAmounts(text).find((each) => problem.message.fr.includes(`« ${each.written} »`));
    if (!amount) return problem;
    const names = pricesOf(settings, amount.value);
    // The written form has the text's own length (a no-break space is shown as one space): it is replaced in place.
    const replaced = (name: string) =>
      `${text.slice(0, amount.offset)}{${name}}${text.slice(amount.offset + amount.written.length)}`;
    return {
      ...problem,
      message: words(amount, names),
      typed: {
        written: amount.written,
        path,
        replaced,
        kind: 'price',
        ...(names.length === 1 ? { fact: names[0] } : {}),
      },
    };
  });
}

/** Typed opening hours (rule `hours`): one button writes {openingHours} in their place; the hours themselves change in the settings. */
function sayTypedHours(problem: Problem, data: unknown): PriceProblem {
  const path = pathOf(problem.path);
  const text = getIn(data, path);
  if (typeof text !== 'string') return problem;
  const hours = findTypedHours(text).find((each) => problem.message.fr.includes(`« ${each.written} »`));
  if (!hours) return problem;
  const replaced = (name: string) =>
    `${text.slice(0, hours.offset)}{${name}}${text.slice(hours.offset + hours.written.length)}`;
  return {
    ...problem,
    message: message(
      `Heures tapées à la main : « ${hours.written} ». Les heures d’ouverture se changent une seule fois, dans les Réglages du site (Heures d’ouverture); ici, écrivez {openingHours} : le texte les suivra.`,
      `Hours typed by hand: “${hours.written}”. The opening hours are changed once, in the Site settings (Opening hours); here, write {openingHours}: the text will follow them.`,
    ),
    typed: { written: hours.written, path, replaced, kind: 'hours', fact: 'openingHours' },
  };
}
