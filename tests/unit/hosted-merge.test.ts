// The hosted editor's three-way merge on the fixture site's real site.yaml: two people's changes to different fields both land with every comment kept; the same field changed twice is a conflict naming both versions until one is chosen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { mergeYaml } from '../../src/hosted/yaml-merge.ts';

const base = readFileSync(join(import.meta.dirname, '../fixtures/site/site.yaml'), 'utf8');
const price = (text: string, amount: number) =>
  text.replace(/companyPlan: \{ amount: \d+/, `companyPlan: { amount: ${amount}`);
const phone = (text: string, display: string) => text.replace('display: 514 555-0100', `display: ${display}`);
const hours = (text: string, closes: string) => text.replace('closes: "21:00"', `closes: "${closes}"`);
const comments = (text: string) => text.split('\n').filter((line) => line.trim().startsWith('#'));
const data = (text: string) =>
  parse(text) as {
    facts: { prices: { companyPlan: { amount: number } }; openingHours: { closes: string } };
    contact: { phones: { general: { display: string } } };
  };

test('changes to different fields of one file merge by themselves, keeping main’s text, comments and the other person’s change', () => {
  const cases = [
    { name: 'a price published, a phone proposed', main: price(base, 3900), proposal: phone(base, '514 555-0199') },
    { name: 'a phone published, a price proposed', main: phone(base, '514 555-0199'), proposal: price(base, 3900) },
    {
      name: 'opening hours published, price and phone proposed',
      main: hours(base, '20:00'),
      proposal: phone(price(base, 3900), '514 555-0199'),
    },
  ];
  for (const { name, main, proposal } of cases) {
    const merged = mergeYaml(base, main, proposal);
    expect(merged.ok, name).toBe(true);
    if (!merged.ok) continue;
    const both = data(merged.text);
    expect(both.facts.prices.companyPlan.amount, name).toBe(3900);
    expect(both.contact.phones.general.display, name).toBe('514 555-0199');
    expect(comments(merged.text), `${name}: every comment kept`).toEqual(comments(base));
    // Only the lines the proposal changed differ from main's text.
    const changed = merged.text.split('\n').filter((line, index) => line !== main.split('\n')[index]);
    expect(changed.length, `${name}: lines changed over main`).toBe(
      proposal.split('\n').filter((line, index) => line !== base.split('\n')[index]).length,
    );
  }
});

test('the same field changed by both is a conflict naming both versions; nothing is merged until a version is chosen', () => {
  const main = phone(price(base, 3900), '514 555-0199');
  const proposal = price(base, 4100);
  const merged = mergeYaml(base, main, proposal);
  expect(merged.ok).toBe(false);
  if (merged.ok) return;
  expect(merged.conflicts).toEqual([
    {
      path: ['facts', 'prices', 'companyPlan', 'amount'],
      key: 'facts.prices.companyPlan.amount',
      base: 3500,
      main: 3900,
      proposal: 4100,
    },
  ]);

  for (const [choice, amount] of [
    ['main', 3900],
    ['proposal', 4100],
  ] as const) {
    const chosen = mergeYaml(base, main, proposal, { 'facts.prices.companyPlan.amount': choice });
    expect(chosen.ok, choice).toBe(true);
    if (!chosen.ok) continue;
    expect(data(chosen.text).facts.prices.companyPlan.amount, choice).toBe(amount);
    expect(data(chosen.text).contact.phones.general.display, `${choice}: main’s other change kept`).toBe(
      '514 555-0199',
    );
    expect(comments(chosen.text), `${choice}: comments kept`).toEqual(comments(base));
  }
});

test('the same change made by both is no conflict', () => {
  const merged = mergeYaml(base, price(base, 3900), price(base, 3900));
  expect(merged).toEqual({ ok: true, text: price(base, 3900) });
});
