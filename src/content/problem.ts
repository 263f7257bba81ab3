// A content problem as a marketer reads it: FILE:LINE:COL  dotted.path  message.
export type Problem = {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  col: number;
  /** Dotted path of the field inside the file (sections.2.title.en), or '' for the whole file. */
  path: string;
  message: string;
};

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.path || '(file)'}  ${problem.message}`;
}

/** sections.2.title.en; a key that is not a plain word is quoted so the path stays one token: title["chez nous"]. */
export function dottedPath(path: readonly PropertyKey[]): string {
  return path.map((part, index) => {
    const text = String(part);
    if (/^[\w$-]+$/.test(text)) return index === 0 ? text : `.${text}`;
    return `[${JSON.stringify(text)}]`;
  }).join('');
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
}

/** Thrown by the build and the dev server so tools show the same lines `npm run validate` prints. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${problems.length} content problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
    // The stack of this error says nothing a marketer can use; the lines above say everything.
    this.stack = this.message;
  }
}
