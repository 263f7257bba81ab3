// French typography by the build: no-break spaces where the Office québécois de la langue française puts them, nothing else touched.
import { describe, expect, it } from 'vitest';
import { frenchTypography } from '../../src/content/typography.ts';

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
    ["l’impôt déjà typographique", 'l’impôt déjà typographique'],
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
    for (const text of ['Échéances : « 3 500 $ » 7 jours sur 7, 9 h 30 ? !', 'A: B', '« x »', "l'impôt d'aujourd'hui"]) expect(frenchTypography(frenchTypography(text))).toBe(frenchTypography(text));
  });
});
