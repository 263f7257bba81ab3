// The Publier view says what changed in plain words: a list item moved, added or removed is named once, by its words.
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { differences } from '../../src/editor/publish.ts';

const company = parse(readFileSync('pages/pricing-company.yaml', 'utf8')) as { sections: { type: string; items?: { question: { fr: string }; answer: { fr: string; en: string } }[] }[] };
const faqIndex = company.sections.findIndex((section) => section.type === 'faq');
const faq = company.sections[faqIndex]!.items!;
const withItems = (items: unknown[]) => ({ ...company, sections: company.sections.map((section, index) => (index === faqIndex ? { ...section, items } : section)) });
const french = (before: unknown, after: unknown) => differences(before, after).map((line) => line.fr);
const where = `section ${faqIndex + 1}, items`;

describe('a FAQ of the real company page', () => {
  // Every question, not the first: the one moved is named, and only it, wherever it came from.
  test.each(faq.slice(1).map((_, index) => index + 1))('question %i moved first is one line naming it, not a change at every position', (from) => {
    const lines = french(company, withItems([faq[from], ...faq.filter((_, index) => index !== from)]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${where} : « ${faq[from]!.question.fr.slice(0, 40).replace(/[?.()]/g, '\\$&')}.* » déplacé du n° ${from + 1} au n° 1$`));
  });

  test('a question added at the top is one line with its words, never raw data', () => {
    const added = { question: { fr: 'Puis-je changer de forfait?', en: 'Can I change plans?' }, answer: { fr: 'Oui.', en: 'Yes.' } };
    const lines = french(company, withItems([added, ...faq]));
    expect(lines).toEqual([`${where} : ajouté « Puis-je changer de forfait? » en position 1`]);
    expect(lines.join(' ')).not.toMatch(/[{}"]/);
  });

  test('a question removed is one line', () => {
    const lines = french(company, withItems(faq.slice(1)));
    expect(lines).toHaveLength(1);
    // Long words are cut at 70 characters with an ellipsis.
    expect(lines[0]).toMatch(new RegExp(`^${where} : retiré « ${faq[0]!.question.fr.slice(0, 40)}.* » \\(n° 1\\)$`));
  });

  test('an answer edited in place is said at its field, before → after', () => {
    const edited = faq.map((item, index) => (index === 1 ? { ...item, answer: { ...item.answer, fr: 'Nouvelle réponse.' } } : item));
    const lines = french(company, withItems(edited));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${where}, n° 2, answer \\(français\\) : « .+ » → « Nouvelle réponse\\. »$`));
  });
});

test('a section added from the catalogue is named by its type and first words', () => {
  const added = { type: 'text', variant: 'callout', heading: { fr: 'À retenir', en: 'Keep in mind' } };
  expect(french(company, { ...company, sections: [...company.sections, added] })).toEqual([`sections : ajouté text « À retenir » en position ${company.sections.length + 1}`]);
});
