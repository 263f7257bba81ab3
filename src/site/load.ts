// Reads one YAML file into plain data while keeping each node's position, refusing what YAML lets through silently.
import { type Document, isMap, isPair, isScalar, LineCounter, type Node, parseDocument, visit } from 'yaml';
import { type Message, message } from '../content/messages.ts';
import type { Problem } from './problem.ts';

export const MAX_FILE_BYTES = 512 * 1024;
/** Generous for real content (anchors are rare in it), tiny next to a billion-laughs expansion. */
export const MAX_ALIAS_COUNT = 50;

/** A file's text and, for locating problems, its yaml Document with positions. */
export type SourceFile = {
  readonly file: string;
  readonly text: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
};

export type LoadedFile = { source: SourceFile; data: unknown } | { problems: Problem[] };

function lineColAt(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, col: offset - before.lastIndexOf('\n') };
}

/** Offset of the first byte that breaks UTF-8, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let index = 0; index < bytes.length; ) {
    const lead = bytes[index]!;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    if (length === 0) return index;
    for (let next = 1; next < length; next++) if (((bytes[index + next] ?? 0) & 0xc0) !== 0x80) return index;
    index += length;
  }
  return -1;
}

/** The text of a file's bytes, or the problem at the first byte that is not UTF-8 (the editor opens such a file read-only with it). */
export function decodeUtf8(file: string, bytes: Uint8Array): { text: string } | { problem: Problem } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const bad = Math.max(0, firstInvalidUtf8(bytes));
    const prefix = new TextDecoder('utf-8').decode(bytes.subarray(0, bad));
    const { line, col } = lineColAt(prefix, prefix.length);
    return {
      problem: {
        file,
        line,
        col,
        path: '',
        rule: 'yaml',
        message: message(
          'le fichier n’est pas du texte UTF-8 valide : enregistrez-le en UTF-8 dans votre éditeur',
          'the file is not valid UTF-8 text: save it as UTF-8 in your editor',
        ),
      },
    };
  }
}

export function loadYaml(file: string, bytes: Uint8Array): LoadedFile {
  if (bytes.length > MAX_FILE_BYTES) {
    return {
      problems: [
        {
          file,
          line: 1,
          col: 1,
          path: '',
          rule: 'yaml',
          message: message(
            `le fichier pèse ${Math.round(bytes.length / 1024)} Ko; la limite est de ${MAX_FILE_BYTES / 1024} Ko : divisez-le ou raccourcissez-le`,
            `the file is ${Math.round(bytes.length / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024} KB — split it or shorten it`,
          ),
        },
      ],
    };
  }
  const decoded = decodeUtf8(file, bytes);
  if ('problem' in decoded) return { problems: [decoded.problem] };

  // An invisible character explains the syntax errors it causes: report it alone, where it is.
  const invisible = invisibleCharacters(file, decoded.text);
  if (invisible.length > 0) return { problems: invisible };
  return readYaml(file, decoded.text);
}

/** yaml's Document with positions; every error and warning is a problem, aliases are capped, __proto__ is refused. */
function readYaml(file: string, text: string): LoadedFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: false,
    strict: true,
    keepSourceTokens: false,
  });
  const at = (offset: number) => lineCounter.linePos(offset);
  const lines = text.split('\n');
  const problems: Problem[] = [];
  for (const error of [...doc.errors, ...doc.warnings]) {
    const { line, col } = at(error.pos[0]);
    const problem = { file, path: '', rule: 'yaml', ...yamlProblem(error.code, error.message, lines, line, col) };
    // One mistake often trips several of the parser's rules at the same place: say it once.
    if (
      !problems.some(
        (seen) => seen.line === problem.line && seen.col === problem.col && seen.message.en === problem.message.en,
      )
    )
      problems.push(problem);
  }

  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '__proto__') {
        const { line, col } = at(pair.key.range?.[0] ?? 0);
        problems.push({
          file,
          line,
          col,
          path: '',
          rule: 'yaml',
          message: message('la clé __proto__ n’est pas permise', 'the key __proto__ is not allowed'),
        });
      }
    },
  });
  if (problems.length > 0) return { problems };

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    let firstAlias = 0;
    visit(doc, {
      Alias(_, node) {
        firstAlias = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    const { line, col } = at(firstAlias);
    const reason =
      error instanceof Error && /alias/i.test(error.message)
        ? message(
            'le fichier déploie ses alias (*nom) trop de fois : écrivez le contenu en entier',
            'the file expands its aliases (*name) too many times; write the content out instead',
          )
        : message(String(error), String(error));
    return { problems: [{ file, line, col, path: '', rule: 'yaml', message: reason }] };
  }
  return { source: { file, text, doc, lineCounter }, data };
}

/** Characters a marketer cannot see that break YAML or slip into keys: named, with the fix. */
const INVISIBLE: Record<string, { fr: string; en: string }> = {
  '\u00a0': { fr: 'une espace insécable (U+00A0)', en: 'a no-break space (U+00A0)' },
  '\u202f': { fr: 'une espace fine insécable (U+202F)', en: 'a narrow no-break space (U+202F)' },
  '\u2007': { fr: 'une espace numérique (U+2007)', en: 'a figure space (U+2007)' },
  '\u200b': { fr: 'une espace de largeur nulle (U+200B)', en: 'a zero-width space (U+200B)' },
  '\u200c': { fr: 'un antiliant sans chasse (U+200C)', en: 'a zero-width non-joiner (U+200C)' },
  '\u200d': { fr: 'un liant sans chasse (U+200D)', en: 'a zero-width joiner (U+200D)' },
  '\u2060': { fr: 'un gluon de mots (U+2060)', en: 'a word joiner (U+2060)' },
  '\ufeff': { fr: 'une marque d’ordre des octets (U+FEFF)', en: 'a byte order mark (U+FEFF)' },
};

// U+200D (zero-width joiner) stands outside the brackets: inside, it would read as gluing its neighbours into one
// character, as in an emoji sequence.
const ANY_INVISIBLE = /[\u00a0\u202f\u2007\u200b\u200c\u2060\ufeff]|\u200d/;

/** No-break spaces in indentation (pasted from a word processor) and zero-width characters anywhere but a leading BOM. */
function invisibleCharacters(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  if (!ANY_INVISIBLE.test(text)) return problems;
  text.split('\n').forEach((content, index) => {
    const indentation = /^(?:[ \t\u00a0\u202f\u2007\u200b\u200c\u2060\ufeff]|\u200d)*/.exec(content)![0];
    const start = index === 0 && indentation.startsWith('\ufeff') ? 1 : 0;
    for (let col = start; col < indentation.length; col++) {
      const name = INVISIBLE[indentation[col]!];
      if (!name) continue;
      problems.push({
        file,
        line: index + 1,
        col: col + 1,
        path: '',
        rule: 'yaml',
        message: message(
          `l’indentation contient ${name.fr}, invisible dans la plupart des éditeurs : remplacez-la par des espaces ordinaires`,
          `the indentation holds ${name.en}, invisible in most editors: replace it with ordinary spaces`,
        ),
      });
      return;
    }
    const zeroWidth = /[\u200b\u200c\u2060\ufeff]|\u200d/.exec(content.slice(indentation.length));
    if (zeroWidth) {
      const name = INVISIBLE[zeroWidth[0]]!;
      problems.push({
        file,
        line: index + 1,
        col: indentation.length + zeroWidth.index + 1,
        path: '',
        rule: 'yaml',
        message: message(
          `la ligne contient ${name.fr}, un caractère invisible : effacez-le`,
          `the line holds ${name.en}, an invisible character: delete it`,
        ),
      });
    }
  });
  return problems;
}

/** The yaml library's errors in French, by code (its English words stay for --lang en). */
const YAML_FRENCH: Record<string, string> = {
  MISSING_CHAR: 'il manque un caractère fermant (guillemet, accolade } ou crochet ])',
  UNEXPECTED_TOKEN: 'caractère inattendu à cet endroit',
  BLOCK_IN_FLOW: 'un bloc sur plusieurs lignes ne peut pas se trouver entre { } ou [ ]',
  BLOCK_AS_IMPLICIT_KEY: 'une clé ne peut pas contenir un bloc : vérifiez l’indentation et les « : » de la ligne',
  MULTILINE_IMPLICIT_KEY: 'une clé doit tenir sur une seule ligne',
  MULTIPLE_DOCS: 'un fichier ne contient qu’un seul document : retirez la ligne ---',
  BAD_DQ_ESCAPE: 'séquence d’échappement invalide dans un texte entre guillemets doubles',
  BAD_SCALAR_START: 'un texte ne peut pas commencer par ce caractère : mettez-le entre guillemets',
  MISSING_ANCHOR: 'cet alias (*nom) ne renvoie à aucune ancre (&nom)',
  BAD_ALIAS: 'alias (*nom) invalide',
  IMPOSSIBLE: 'structure YAML impossible à lire à cet endroit',
  UNEXPECTED_TOKEN_IN_FLOW: 'caractère inattendu entre { } ou [ ]',
};

/** The bracket a line opens and never closes, outside quoted text and comments. */
function unclosedBracket(text: string): { open: string; close: string } | undefined {
  const stack: string[] = [];
  let quote = '';
  let before = ' ';
  for (const char of text) {
    // A quote opens quoted text only where a value starts (l’impôt or l'impôt inside plain text is not a quote).
    const startsValue = /[\s:{[,]/.test(before);
    before = char;
    if (quote) {
      if (char === quote) quote = '';
    } else if ((char === '"' || char === "'") && startsValue) quote = char;
    else if (char === '#') break;
    else if (char === '{' || char === '[') stack.push(char);
    else if (char === '}' || char === ']') stack.pop();
  }
  const open = stack[0];
  return open ? { open, close: open === '{' ? '}' : ']' } : undefined;
}

const indentOf = (line: string) => line.length - line.trimStart().length;
/** A value on `line` written without quotes that holds a colon followed by a space (French “Échéances : le 30 avril”). */
const unquotedColonIn = (line: string) =>
  /^\s*(?:-\s+)?[\w"'-]+:\s+(?!["'|>])[^#]*?\s?:\s/.test(line) || /\{[^}]*:[^}"']*\s:\s/.test(line);

function yamlProblem(
  code: string,
  text: string,
  lines: readonly string[],
  line: number,
  col: number,
): Omit<Problem, 'file' | 'path'> {
  const first = text.split('\n')[0] ?? text;
  const at = (where: { line: number; col: number }, words: Message) => ({ ...where, message: words });
  const quoteHint = message(
    'ce texte contient « : » : mettez tout le texte entre guillemets droits, par exemple fr: "Échéances : le 30 avril"',
    'this text holds “: ”: put the whole text in straight quotes, for example en: "Deadlines: April 30"',
  );
  if (code === 'DUPLICATE_KEY')
    return at(
      { line, col },
      message(
        'cette clé apparaît deux fois dans le même bloc : n’en gardez qu’une',
        'this key appears twice in the same block; keep one',
      ),
    );
  if (code === 'TAB_AS_INDENT')
    return at(
      { line, col },
      message(
        'une tabulation sert d’indentation : YAML exige des espaces',
        'a tab is used for indentation; YAML needs spaces',
      ),
    );
  if (code === 'TAG_RESOLVE_FAILED')
    return at(
      { line, col },
      message(
        `étiquette YAML inconnue : ${first}; retirez le !étiquette`,
        `unknown YAML tag: ${first}; remove the !tag`,
      ),
    );
  // An unclosed { or [ makes the next line look badly indented: point at the line that opened it.
  for (const candidate of [line - 1, line]) {
    const opened = unclosedBracket(lines[candidate - 1] ?? '');
    if (opened)
      return at(
        { line: candidate, col: indentOf(lines[candidate - 1]!) + 1 },
        message(
          `le « ${opened.open} » ouvert sur cette ligne n’est jamais fermé : ajoutez « ${opened.close} » à la fin du texte`,
          `the “${opened.open}” opened on this line is never closed: add “${opened.close}” after the text`,
        ),
      );
  }
  if (code === 'BAD_INDENT')
    return at(
      { line, col },
      message(
        'cette ligne n’est pas alignée sur les champs de son bloc : donnez-lui le même nombre d’espaces en début de ligne que la ligne du champ voisin',
        'this line is not aligned with the fields of its block: give it the same number of leading spaces as its neighbouring field',
      ),
    );
  if (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY' || code === 'BLOCK_IN_FLOW') {
    const here = lines[line - 1] ?? '';
    if (unquotedColonIn(here)) return at({ line, col: indentOf(here) + 1 }, quoteHint);
    const next = lines[line] ?? '';
    if (next.trim() !== '' && indentOf(next) > indentOf(here)) {
      return at(
        { line: line + 1, col: 1 },
        message(
          `cette ligne est plus indentée que la ligne ${line} : alignez-la sur les champs de son bloc (${indentOf(here)} espaces)`,
          `this line is indented more than line ${line}: align it with the fields of its block (${indentOf(here)} spaces)`,
        ),
      );
    }
  }
  const english = first.replace(/ at line \d+, column \d+:?$/, '');
  return at({ line, col }, message(`syntaxe YAML : ${YAML_FRENCH[code] ?? english}`, `YAML syntax: ${english}`));
}

/** Position of the value at `path`, or of the nearest enclosing node that exists. */
export function positionOf(
  source: SourceFile,
  path: readonly PropertyKey[],
  options: { key?: string } = {},
): { line: number; col: number } {
  const keys = path.map((part) => (typeof part === 'number' ? part : String(part)));
  for (let length = keys.length; length >= 0; length--) {
    const node = (length === 0 ? source.doc.contents : source.doc.getIn(keys.slice(0, length), true)) as
      | Node
      | null
      | undefined;
    if (!node?.range) continue;
    if (options.key !== undefined && length === keys.length && isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === options.key,
      );
      const keyNode = pair && isScalar(pair.key) ? pair.key : undefined;
      if (keyNode?.range) return source.lineCounter.linePos(keyNode.range[0]);
    }
    return source.lineCounter.linePos(node.range[0]);
  }
  return { line: 1, col: 1 };
}
