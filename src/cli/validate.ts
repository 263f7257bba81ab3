// `npm run validate [dir] [--lang fr|en]`: checks the whole content tree and prints every problem as FILE:LINE:COL  path  message, in French by default.
import { resolve } from 'node:path';
import { loadSite } from '../content/site.ts';
import { formatProblem } from '../content/problem.ts';
import { messageLocale } from '../content/messages.ts';

const args = process.argv.slice(2);
const langAt = args.indexOf('--lang');
const lang = langAt === -1 ? undefined : args[langAt + 1];
if (langAt !== -1 && lang !== 'fr' && lang !== 'en') {
  console.error('usage: npm run validate -- [dossier] [--lang fr|en]');
  process.exit(2);
}
const locale = messageLocale(lang);
const root = resolve(args.find((arg, index) => !arg.startsWith('--') && (langAt === -1 || index !== langAt + 1)) ?? '.');
try {
  const result = loadSite(root);
  if (!result.ok) {
    const count = result.problems.length;
    for (const problem of result.problems) console.error(formatProblem(problem, locale));
    console.error(locale === 'fr' ? `\n${count} problème${count === 1 ? '' : 's'} dans le contenu : rien n’a été construit.` : `\n${count} problem${count === 1 ? '' : 's'} in the content: nothing was built.`);
    process.exit(1);
  }
  const { pages, posts, routes } = result.site;
  const articles = (n: number) => `${n} article${n === 1 ? '' : 's'}`;
  console.log(
    locale === 'fr'
      ? `Le contenu est valide : ${pages.length} pages, ${articles(posts.length)}, ${routes.length} adresses.`
      : `Content is valid: ${pages.length} pages, ${articles(posts.length)}, ${routes.length} routes.`,
  );
} catch (error) {
  console.error(`${locale === 'fr' ? 'la validation n’a pas pu se terminer' : 'validate could not finish'}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
