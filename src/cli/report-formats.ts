// Content problems in the forms CI understands: GitHub annotations, JSON, a GitLab Code Quality report.
import { createHash } from 'node:crypto';
import type { Locale } from '../content/schema/text.ts';
import { formatProblem, type Problem } from '../site/problem.ts';

export const formats = ['text', 'github', 'json', 'gitlab'] as const;
export type Format = (typeof formats)[number];

const ruleOf = (problem: Problem) => problem.rule ?? 'content';

/** GitHub's workflow commands: data escapes %, CR and LF; properties also escape : and ,. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One ::error line per problem, on the line it is about; GitHub shows them on the pull request's diff. */
export function githubAnnotations(problems: readonly Problem[], locale: Locale): string[] {
  return problems.map(
    (problem) =>
      `::error file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.col},title=${escapeProperty(`${ruleOf(problem)}: ${problem.path || problem.file}`)}::${escapeData(problem.message[locale])}`,
  );
}

export function jsonReport(problems: readonly Problem[], locale: Locale): string {
  return JSON.stringify(
    problems.map((problem) => ({
      file: problem.file,
      line: problem.line,
      col: problem.col,
      path: problem.path,
      message: problem.message[locale],
      rule: ruleOf(problem),
    })),
    null,
    2,
  );
}

/** GitLab Code Quality (a subset of Code Climate's format): one issue per problem, with a stable fingerprint. */
export function gitlabReport(problems: readonly Problem[], locale: Locale): string {
  return JSON.stringify(
    problems.map((problem) => ({
      description: problem.message[locale],
      check_name: ruleOf(problem),
      fingerprint: createHash('sha256').update(`${problem.file}\0${problem.path}\0${problem.message.en}`).digest('hex'),
      severity: 'major',
      location: { path: problem.file, lines: { begin: problem.line } },
    })),
    null,
    2,
  );
}

/** The plain lines, always printed too: GitHub shows at most 10 annotations per step. */
export const plainLines = (problems: readonly Problem[], locale: Locale) =>
  problems.map((problem) => formatProblem(problem, locale));
