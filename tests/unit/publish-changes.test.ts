// The Publier view says what changed in plain words: a list item moved, added or removed is named once, by its words.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { formatMoney } from '../../src/content/format.ts';
import { differences } from '../../src/editor/publish.ts';
import { priceNamesIn } from '../../src/site/problem-trail.ts';

const company = parse(readFileSync('tests/fixtures/site/pages/pricing-company.yaml', 'utf8')) as {
  sections: { type: string; items?: { question: { fr: string }; answer: { fr: string; en: string } }[] }[];
};
const faqIndex = company.sections.findIndex((section) => section.type === 'faq');
const faq = company.sections[faqIndex]!.items!;
const withItems = (items: unknown[]) => ({
  ...company,
  sections: company.sections.map((section, index) => (index === faqIndex ? { ...section, items } : section)),
});
const french = (before: unknown, after: unknown) =>
  differences(before, after, 'pages/pricing-company.yaml').map((line) => line.fr);
// Named as the form names it: the section's number from 1 and what it is, never a key or a 0-based index.
const where = `Section ${faqIndex + 1} \\(Questions et réponses\\) › Questions`;
const plainWhere = `Section ${faqIndex + 1} (Questions et réponses) › Questions`;

describe('a FAQ of the real company page', () => {
  // Every question, not the first: the one moved is named, and only it, wherever it came from.
  test.each(faq.slice(1).map((_, index) => index + 1))(
    'question %i moved first is one line naming it, not a change at every position',
    (from) => {
      const lines = french(company, withItems([faq[from], ...faq.filter((_, index) => index !== from)]));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^${where} : « ${faq[from]!.question.fr.slice(0, 40).replace(/[?.()]/g, '\\$&')}.* » déplacé du n° ${from + 1} au n° 1$`,
        ),
      );
    },
  );

  test('a question added at the top is one line with its words, never raw data', () => {
    const added = {
      question: { fr: 'Puis-je changer de forfait?', en: 'Can I change plans?' },
      answer: { fr: 'Oui.', en: 'Yes.' },
    };
    const lines = french(company, withItems([added, ...faq]));
    expect(lines).toEqual([`${plainWhere} : ajouté « Puis-je changer de forfait? » en position 1`]);
    expect(lines.join(' ')).not.toMatch(/[{}"]/);
  });

  test('a question removed is one line', () => {
    const lines = french(company, withItems(faq.slice(1)));
    expect(lines).toHaveLength(1);
    // Long words are cut at 70 characters with an ellipsis.
    expect(lines[0]).toMatch(new RegExp(`^${where} : retiré « ${faq[0]!.question.fr.slice(0, 40)}.* » \\(n° 1\\)$`));
  });

  test('a question moved first whose answer got a sentence: the move in one line, the sentence whole in another (trial 10)', () => {
    const from = faq.length - 1;
    const sentence = 'Le forfait comprend aussi un appel de suivi chaque trimestre, sans frais.';
    const item = { ...faq[from]!, answer: { ...faq[from]!.answer, fr: `${faq[from]!.answer.fr} ${sentence}` } };
    const lines = differences(company, withItems([item, ...faq.slice(0, from)]), 'pages/pricing-company.yaml');
    expect(lines.map((line) => line.fr)).toEqual([
      expect.stringMatching(new RegExp(`^${where} : « .+ » déplacé du n° ${from + 1} au n° 1$`)),
      `Section ${faqIndex + 1} (Questions et réponses) › Question 1 › Réponse › Français : ajouté « ${sentence} »`,
    ]);
    expect(lines[0]!.en).toMatch(/: “.+” moved from no\. \d+ to no\. 1$/);
    expect(lines[1]!.en).toMatch(new RegExp(`› Answer › French: added “${sentence}”$`));
  });

  test('a price named in braces reads as the site shows it (« 3 500 $ »), not « {companyPlan} » (trial 11)', () => {
    type Facts = NonNullable<Parameters<typeof differences>[4]>;
    const { facts } = parse(readFileSync('tests/fixtures/site/site.yaml', 'utf8')) as { facts: Facts };
    const amount = facts.prices.companyPlan!.amount!;
    const edited = faq.map((item, index) =>
      index === 0
        ? { ...item, answer: { ...item.answer, fr: `${item.answer.fr} Le forfait est à {companyPlan} par année.` } }
        : item,
    );
    const [line] = differences(company, withItems(edited), 'pages/pricing-company.yaml', undefined, facts);
    expect(line!.fr).toContain(`« Le forfait est à ${formatMoney(amount, 'fr')} par année. »`);
    expect(line!.fr).not.toContain('{companyPlan}');
  });

  test('words replaced inside a long answer are said whole, not as two cut-off versions', () => {
    const long =
      'Nous préparons vos états financiers chaque année et répondons à vos questions par courriel en tout temps.';
    const before = withItems(
      faq.map((item, index) => (index === 0 ? { ...item, answer: { ...item.answer, fr: long } } : item)),
    );
    const after = withItems(
      faq.map((item, index) =>
        index === 0
          ? { ...item, answer: { ...item.answer, fr: long.replace('par courriel', 'par téléphone ou par courriel') } }
          : item,
      ),
    );
    expect(french(before, after)).toEqual([
      `Section ${faqIndex + 1} (Questions et réponses) › Question 1 › Réponse › Français : ajouté « par téléphone ou »`,
    ]);
  });

  test('an answer edited in place is said at its field, before → after', () => {
    const edited = faq.map((item, index) =>
      index === 1 ? { ...item, answer: { ...item.answer, fr: 'Nouvelle réponse.' } } : item,
    );
    const lines = french(company, withItems(edited));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Section ${faqIndex + 1} \\(Questions et réponses\\) › Question 2 › Réponse › Français : « .+ » → « Nouvelle réponse\\. »$`,
      ),
    );
  });
});

test('a section added from the catalogue is named by its type and first words', () => {
  const added = { type: 'text', variant: 'callout', heading: { fr: 'À retenir', en: 'Keep in mind' } };
  expect(french(company, { ...company, sections: [...company.sections, added] })).toEqual([
    `Sections : ajouté text « À retenir » en position ${company.sections.length + 1}`,
  ]);
});

test('a price and a phone changed in the settings are named by their names, in the form’s words', () => {
  const site = parse(readFileSync('tests/fixtures/site/site.yaml', 'utf8')) as {
    facts: { prices: Record<string, { amount?: number }> };
    contact: { phones: Record<string, { display: string }> };
  };
  const name = Object.keys(site.facts.prices).find((key) => site.facts.prices[key]!.amount !== undefined)!;
  const changed = structuredClone(site);
  changed.facts.prices[name]!.amount = 123456;
  changed.contact.phones.general!.display = '514 555-0199';
  // The price by its plain name, as its heading in the form reads (the card showing it), never its name in site.yaml.
  const names = priceNamesIn('tests/fixtures/site');
  const lines = differences(site, changed, 'site.yaml', names);
  expect(lines.map((line) => line.fr)).toEqual([
    expect.stringMatching(
      new RegExp(`^Prix et faits › ${names[name]!.fr} › Montant \\(\\$\\) : .+ → 123\\s456\\s\\$$`),
    ),
    expect.stringMatching(
      /^Coordonnées › Téléphone principal 514 555-0199 › Numéro affiché : « .+ » → « 514 555-0199 »$/,
    ),
  ]);
  expect(lines.map((line) => line.en)).toEqual([
    expect.stringMatching(new RegExp(`^Prices and facts › ${names[name]!.en} › Amount \\(\\$\\): .+ → \\$123,456$`)),
    expect.stringMatching(/^Contact › Main phone 514 555-0199 › Number as shown: “.+” → “514 555-0199”$/),
  ]);
  for (const line of lines) expect(`${line.fr} ${line.en}`).not.toContain(name);
});

describe('the guides number sections as the form and Publier do', () => {
  // The guides' FAQ steps name the real company page's FAQ section: its number is read from that page, never pinned.
  const real = parse(readFileSync('pages/pricing-company.yaml', 'utf8')) as { sections: { type: string }[] };
  const at = real.sections.findIndex((section) => section.type === 'faq');
  for (const [guide, locale, label] of [
    ['CONTENU.md', 'fr', 'Questions et réponses'],
    ['CONTENT.md', 'en', 'Questions and answers'],
  ] as const)
    test(`${guide} names the FAQ section as Publier lists a question moved in it`, () => {
      const text = readFileSync(guide, 'utf8');
      // Not the YAML's keys and 0-based positions (« sections 6 — faq »), which the form no longer shows.
      expect(text).not.toMatch(/\*\*sections \d+ — /);
      const named = text.match(/\*\*Section (\d+) — ([^*]+)\*\*/);
      expect(named, `${guide} names the FAQ section`).not.toBeNull();
      const moved = structuredClone(real) as { sections: { items?: unknown[] }[] };
      const items = moved.sections[at]!.items!;
      items.unshift(items.pop());
      const [line] = differences(real, moved, 'pages/pricing-company.yaml');
      expect(line?.[locale]).toMatch(new RegExp(`^Section ${named![1]} \\(${named![2]}\\) › `));
      expect(named![2]).toBe(label);
    });
});

test('a price added by name is said field by field, its amount as the site shows it (trial 17 could not check the 95 $)', () => {
  const site = parse(readFileSync('tests/fixtures/site/site.yaml', 'utf8')) as { facts: { prices: object } };
  const changed = structuredClone(site) as typeof site & { facts: { prices: Record<string, unknown> } };
  changed.facts.prices.declarationEtudiante = {
    amount: 95,
    name: { fr: 'Déclaration étudiante', en: 'Student return' },
  };
  const lines = differences(site, changed, 'site.yaml');
  expect(lines.map((line) => line.fr)).toEqual([
    `Prix et faits › Déclaration étudiante › Montant ($) : ajouté ${formatMoney(95, 'fr')}`,
    'Prix et faits › Déclaration étudiante › Nom › Français : ajouté « Déclaration étudiante »',
    'Prix et faits › Déclaration étudiante › Nom › Anglais : ajouté « Student return »',
  ]);
  expect(lines[0]?.en).toBe(`Prices and facts › Student return › Amount ($): added ${formatMoney(95, 'en')}`);
});
