// `npm run validate [dir] [--lang fr|en] [--format text|github|json|gitlab] [--output file]`: checks the whole content tree; exit 0 valid, 1 content problems, 2 wrong usage or a crash.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSite } from '../content/site.ts';
import { messageLocale } from '../content/messages.ts';
import { formats, githubAnnotations, gitlabReport, jsonReport, plainLines, type Format } from './report-formats.ts';

const usage = 'usage: npm run validate -- [dossier] [--lang fr|en] [--format text|github|json|gitlab] [--output fichier]';
function fail(words: string): never {
  console.error(`${words}\n${usage}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const options: Record<string, string> = {};
const positional: string[] = [];
for (let index = 0; index < args.length; index++) {
  const arg = args[index]!;
  if (arg.startsWith('--')) {
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) fail(`${arg} ?`);
    options[arg.slice(2)] = value;
    index++;
  } else positional.push(arg);
}
for (const key of Object.keys(options)) if (!['lang', 'format', 'output'].includes(key)) fail(`--${key} ?`);
if (options.lang !== undefined && options.lang !== 'fr' && options.lang !== 'en') fail(`--lang ${options.lang} ?`);
const format = (options.format ?? (process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'text')) as Format;
if (!formats.includes(format)) fail(`--format ${options.format} ?`);
const locale = messageLocale(options.lang);
const root = resolve(positional[0] ?? '.');

try {
  const result = loadSite(root);
  const problems = result.ok ? [] : result.problems;
  if (format === 'json') console.log(jsonReport(problems, locale));
  if (format === 'gitlab') {
    const file = options.output ?? 'gl-code-quality-report.json';
    writeFileSync(file, `${gitlabReport(problems, locale)}\n`);
    console.error(locale === 'fr' ? `Rapport GitLab Code Quality écrit dans ${file}.` : `GitLab Code Quality report written to ${file}.`);
  }
  if (format === 'github') for (const line of githubAnnotations(problems, locale)) console.log(line);
  if (!result.ok) {
    if (format !== 'json') for (const line of plainLines(problems, locale)) console.error(line);
    const count = problems.length;
    console.error(locale === 'fr' ? `\n${count} problème${count === 1 ? '' : 's'} dans le contenu : rien n’a été construit.` : `\n${count} problem${count === 1 ? '' : 's'} in the content: nothing was built.`);
    process.exit(1);
  }
  if (format !== 'json') {
    const { pages, posts, routes } = result.site;
    const articles = `${posts.length} article${posts.length === 1 ? '' : 's'}`;
    console.log(locale === 'fr' ? `Le contenu est valide : ${pages.length} pages, ${articles}, ${routes.length} adresses.` : `Content is valid: ${pages.length} pages, ${articles}, ${routes.length} routes.`);
  }
} catch (error) {
  console.error(`${locale === 'fr' ? 'la validation n’a pas pu se terminer' : 'validate could not finish'}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
