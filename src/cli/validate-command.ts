// The validate command without its process: arguments and environment in, what it prints and its exit code out (validate.ts runs it).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { messageLocale } from '../content/messages.ts';
import { loadSite } from '../site/site.ts';
import { type Format, formats, githubAnnotations, gitlabReport, jsonReport, plainLines } from './report-formats.ts';

/** Exit codes: 0 valid, 1 content problems, 2 wrong usage or a crash. */
export interface ValidateOutcome {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

const usage =
  'usage: npm run validate -- [dossier] [--lang fr|en] [--format text|github|json|gitlab] [--output fichier]';

export function validateCommand(
  args: readonly string[],
  environment: NodeJS.ProcessEnv = process.env,
): ValidateOutcome {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const outcome = (code: ValidateOutcome['code']): ValidateOutcome => ({
    code,
    stdout: stdout.map((line) => `${line}\n`).join(''),
    stderr: stderr.map((line) => `${line}\n`).join(''),
  });
  const wrongUsage = (words: string) => {
    stderr.push(`${words}\n${usage}`);
    return outcome(2);
  };

  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg.startsWith('--')) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) return wrongUsage(`${arg} ?`);
      options[arg.slice(2)] = value;
      index++;
    } else positional.push(arg);
  }
  for (const key of Object.keys(options))
    if (!['lang', 'format', 'output'].includes(key)) return wrongUsage(`--${key} ?`);
  if (options.lang !== undefined && options.lang !== 'fr' && options.lang !== 'en')
    return wrongUsage(`--lang ${options.lang} ?`);
  const format = (options.format ?? (environment.GITHUB_ACTIONS === 'true' ? 'github' : 'text')) as Format;
  if (!formats.includes(format)) return wrongUsage(`--format ${options.format} ?`);
  const locale = messageLocale(options.lang, environment);
  const root = resolve(positional[0] ?? '.');

  try {
    const result = loadSite(root);
    const problems = result.ok ? [] : result.problems;
    if (format === 'json') stdout.push(jsonReport(problems, locale));
    if (format === 'gitlab') {
      const file = options.output ?? 'gl-code-quality-report.json';
      writeFileSync(file, `${gitlabReport(problems, locale)}\n`);
      stderr.push(
        locale === 'fr'
          ? `Rapport GitLab Code Quality écrit dans ${file}.`
          : `GitLab Code Quality report written to ${file}.`,
      );
    }
    if (format === 'github') stdout.push(...githubAnnotations(problems, locale));
    if (!result.ok) {
      if (format !== 'json') stderr.push(...plainLines(problems, locale));
      const count = problems.length;
      stderr.push(
        locale === 'fr'
          ? `\n${count} problème${count === 1 ? '' : 's'} dans le contenu : rien n’a été construit.`
          : `\n${count} problem${count === 1 ? '' : 's'} in the content: nothing was built.`,
      );
      return outcome(1);
    }
    if (format !== 'json') {
      const { pages, posts, routes } = result.site;
      const articles = `${posts.length} article${posts.length === 1 ? '' : 's'}`;
      stdout.push(
        locale === 'fr'
          ? `Le contenu est valide : ${pages.length} pages, ${articles}, ${routes.length} adresses.`
          : `Content is valid: ${pages.length} pages, ${articles}, ${routes.length} routes.`,
      );
    }
    return outcome(0);
  } catch (error) {
    stderr.push(
      `${locale === 'fr' ? 'la validation n’a pas pu se terminer' : 'validate could not finish'}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return outcome(2);
  }
}
