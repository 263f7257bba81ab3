// A content problem as a marketer reads it: FILE:LINE:COL  dotted.path  message, in French or English.
import type { Message } from '../content/messages.ts';
import type { Locale } from '../content/schema/text.ts';

export type Problem = {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  col: number;
  /** Dotted path of the field inside the file (sections.2.title.en), or '' for the whole file. */
  path: string;
  message: Message;
  /** Which rule refused it (yaml, schema, link, facts, french-first, unfinished, markdown…), for CI reports. */
  rule?: string;
};

export function formatProblem(problem: Problem, locale: Locale = 'fr'): string {
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.path || (locale === 'fr' ? '(fichier)' : '(file)')}  ${problem.message[locale]}`;
}

/** FILE:LINE:COL  message, without the dotted path: what the editor's « Détails techniques » shows a marketer. */
export function formatPlace(problem: Problem, locale: Locale = 'fr'): string {
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.message[locale]}`;
}

/** sections.2.title.en; a key that is not a plain word is quoted so the path stays one token: title["chez nous"]. */
export function dottedPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      const text = String(part);
      if (/^[\w$-]+$/.test(text)) return index === 0 ? text : `.${text}`;
      return `[${JSON.stringify(text)}]`;
    })
    .join('');
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.en.localeCompare(b.message.en),
  );
}

/** Thrown by the build and the dev server so tools show the same lines `npm run validate` prints. */
export class ContentError extends Error {
  constructor(
    readonly problems: Problem[],
    locale: Locale = 'fr',
  ) {
    super(problemSummary(problems, locale));
    this.name = 'ContentError';
    // The stack of this error says nothing a marketer can use; the lines above say everything.
    this.stack = this.message;
  }
}

/** The lines validate, the build and the dev overlay all print: a count, then one line per problem. */
export function problemSummary(problems: readonly Problem[], locale: Locale = 'fr'): string {
  const count = problems.length;
  const head =
    locale === 'fr'
      ? `${count} problème${count === 1 ? '' : 's'} dans le contenu :`
      : `${count} content problem${count === 1 ? '' : 's'}:`;
  return `${head}\n${problems.map((problem) => formatProblem(problem, locale)).join('\n')}`;
}
