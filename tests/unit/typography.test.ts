// The build’s typography: French no-break spaces where the Office québécois de la langue française puts them, and in both languages the words a line must not split; nothing else touched.
import { describe, expect, it } from 'vitest';
import { frenchTypography, typography, withoutJoiners } from '../../src/content/typography.ts';

const nb = (text: string) => text.replaceAll('~', '\u00a0');

describe('frenchTypography', () => {
  it.each([
    ['Échéances : le 30 avril', 'Échéances~: le 30 avril'],
    ['Échéances: le 30 avril', 'Échéances~: le 30 avril'],
    ['un prix de 3 500 $ par exercice', 'un prix de 3~500~$ par exercice'],
    ['jusqu’à 500 $ par année', 'jusqu’à 500~$ par année'],
    ['amortissement accéléré à 100 %', 'amortissement accéléré à 100~%'],
    ['Ouvert 7 jours sur 7, de 9 h à 21 h', 'Ouvert 7~jours sur~7, de 9~h à 21~h'],
    ['de 9 h 30 à 17 h', 'de 9~h~30 à 17~h'],
    ['pendant 12 mois', 'pendant 12~mois'],
    ['{months} mois restants : {monthly} par mois', '{months}~mois restants~: {monthly} par mois'],
    ['Il a dit « bonjour » hier', 'Il a dit «~bonjour~» hier'],
    ['Il a dit «bonjour» hier', 'Il a dit «~bonjour~» hier'],
    ['Vraiment ? Oui ! Enfin ; bon', 'Vraiment? Oui! Enfin; bon'],
    ['Déjà client? Accéder au portail', 'Déjà client? Accéder au portail'],
    ["l'impôt d'aujourd'hui qu'il paie", 'l’impôt d’aujourd’hui qu’il paie'],
    ['l’impôt déjà typographique', 'l’impôt déjà typographique'],
  ])('%s', (typed, expected) => {
    expect(frenchTypography(typed)).toBe(nb(expected));
  });

  it.each([
    'https://www.example.com/a:b',
    'Écrivez à info@example.com',
    'Ouvert de 09:00 à 21:00',
    'Mo-Su',
    'le 30 avril 2026',
  ])('leaves addresses, times and placeholders intact: %s', (text) => {
    // Only spaces may change (into no-break spaces); no character is added, removed or moved.
    expect(frenchTypography(text).replaceAll('\u00a0', ' ')).toBe(text);
  });

  it("leaves an apostrophe that is not between two letters as typed: 'guillemets' and 90' ", () => {
    expect(frenchTypography("des 'guillemets' et 90'")).toBe("des 'guillemets' et 90'");
  });

  it('is idempotent', () => {
    for (const text of ['Échéances : « 3 500 $ » 7 jours sur 7, 9 h 30 ? !', 'A: B', '« x »', "l'impôt d'aujourd'hui"])
      expect(frenchTypography(frenchTypography(text))).toBe(frenchTypography(text));
  });
});

describe('typography: words a line must not split, in both languages', () => {
  // ~ a no-break space, ^ a word joiner (no break after the hyphen before it).
  const marks = (text: string) => text.replaceAll('~', '\u00a0').replaceAll('^', '\u2060');
  it.each([
    ['fr', 'Pourquoi la tenue de livres est-elle obligatoire?', 'Pourquoi la tenue de livres est-^elle obligatoire?'],
    ['fr', 'Pourquoi le titre de CPA est-il important?', 'Pourquoi le titre de CPA est-^il important?'],
    ['en', 'a full-time hire', 'a~full-^time hire'],
    ['en', 'home-office expenses', 'home-^office expenses'],
    ['en', 'billed hourly (2-hour minimum)', 'billed hourly (2-^hour minimum)'],
    ['fr', 'environ 292 $ × 12 = 3 504 $', 'environ 292~$~×~12~=~3~504~$'],
    ['fr', 'Supplément hors saison (à partir du 30 avril)', 'Supplément hors saison (à~partir du 30~avril)'],
    ['en', 'Open 7 days a week, 9 a.m. to 9 p.m.', 'Open 7~days a~week, 9~a.m. to 9~p.m.'],
    ['en', 'from April 30 on', 'from April~30 on'],
    ['fr', 'Ouvert 7 jours sur 7, de 9 h à 21 h.', 'Ouvert 7~jours sur~7, de 9~h~à~21~h.'],
    ['fr', 'Services-conseils aux entreprises', 'Services-conseils aux entreprises'],
    ['en', 'self-employment income', 'self-^employment income'],
    ['fr', 'la « super-déduction à la productivité »', 'la «~super-^déduction à~la productivité~»'],
    [
      'en',
      'presented by Finance Minister François-Philippe Champagne.',
      'presented by Finance Minister François-^Philippe Champagne.',
    ],
    ['fr', 'présenté par François-Philippe Champagne', 'présenté par François-^Philippe Champagne'],
    ['fr', 'à Saint-Jean-sur-Richelieu', 'à~Saint-^Jean-^sur-^Richelieu'],
    ['fr', 'Permis A000000 · NEQ 1234567890 · depuis 2020', 'Permis A000000 · NEQ~1234567890 · depuis 2020'],
    // A form's code with its decimals (review 11: « TP-/64.3 » split at its hyphen).
    ['fr', 'le formulaire TP-64.3 signé', 'le formulaire TP-^64.3 signé'],
    ['en', 'form T2200 or TP-64.3-V', 'form T2200 or TP-^64.3-^V'],
  ] as const)('%s: %s', (locale, typed, expected) => {
    expect(typography(typed, locale)).toBe(marks(expected));
  });

  it.each([
    'https://www.budget.canada.ca/2025/home-accueil-en.html',
    'info@mon-cabinet.example.com',
    'www.ex-ample.ca',
  ])('leaves an address whole: %s', (text) => {
    expect(typography(text, 'en')).toBe(text);
  });

  it('is idempotent, and keeps the words as typed once the joiners are taken out', () => {
    for (const [text, locale] of [
      ['est-il à jour? 292 $ × 12', 'fr'],
      ['a full-time, 2-hour job, 7 days a week from April 30', 'en'],
    ] as const) {
      const once = typography(text, locale);
      expect(typography(once, locale)).toBe(once);
      expect(withoutJoiners(once).replaceAll('\u00a0', ' ')).toBe(
        locale === 'fr' ? frenchTypography(text).replaceAll('\u00a0', ' ') : text,
      );
    }
  });
});
