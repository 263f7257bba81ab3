// Reads a plain YAML file into data about ten times faster than the strict reader, or declines when the file uses anything the strict reader must judge.
import { load, Schema, Type } from 'js-yaml';

/*
 * The strict reader (yaml's parseDocument, in load.ts) is the reference: it keeps positions, refuses warnings,
 * caps aliases, and says what is wrong in a marketer's words. This reader only answers for files that need none
 * of that, and answers with exactly the data the strict reader would give. Anything unusual makes it decline
 * (return undefined), and the strict reader takes over:
 *   - whatever js-yaml itself refuses: syntax errors, duplicate keys, unknown tags, several documents;
 *   - characters and constructs screened in the text: tabs, a carriage return without a line feed, directives (%),
 *     verbatim tags (!<…>), explicit keys (?), a # glued to a closing quote or bracket, __proto__;
 *   - nodes seen while reading: an anchor (hence any alias), the non-specific tag !, a { } or [ ] used as a key,
 *     a quoted text or a { } [ ] written over several lines;
 *   - keys the two readers write differently or that the strict reader limits: a null key, <<, keys over 100 characters;
 *   - a file that is not a mapping at its root (an empty file, a lone text, a list): content files never are.
 * Plain scalars resolve exactly as in yaml's YAML 1.2 core schema (the regular expressions are its own), and
 * quoted and block scalars stay strings, as there. tests/unit/yaml-fast.test.ts proves the two readers agree on
 * every real content file and on variants of them.
 */

/** Scalars that may resolve to something other than a string start with one of these (yaml 1.2 core schema). */
const MAY_RESOLVE = /^[-+.~0-9nNtTfF]|^$/;
const CORE: { test: RegExp; value: (text: string) => unknown }[] = [
  { test: /^(?:~|[Nn]ull|NULL)?$/, value: () => null },
  { test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, value: (text) => text[0] === 't' || text[0] === 'T' },
  { test: /^0o[0-7]+$/, value: (text) => parseInt(text.substring(2), 8) },
  { test: /^[-+]?[0-9]+$/, value: (text) => parseInt(text, 10) },
  { test: /^0x[0-9a-fA-F]+$/, value: (text) => parseInt(text.substring(2), 16) },
  { test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, value: (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY) },
  { test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, value: (text) => parseFloat(text) },
  { test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, value: (text) => parseFloat(text) },
];

/** The one implicit type: resolve finds the core rule a plain scalar matches, construct applies it (js-yaml calls them in turn). */
let matched: ((text: string) => unknown) | undefined;
const coreScalar = new Type('tag:yaml.org,2002:core-scalar', {
  kind: 'scalar',
  resolve: (text: string) => {
    matched = MAY_RESOLVE.test(text) ? CORE.find((rule) => rule.test.test(text))?.value : undefined;
    return matched !== undefined;
  },
  construct: (text: string) => matched!(text),
});
/** No explicit types: any tag (!!str, !secret) is unknown to js-yaml, which then refuses the file. */
const schema = new Schema({ implicit: [coreScalar], explicit: [] });

/**
 * Text the strict reader judges differently or reports on: tabs, lone CR, directives, verbatim tags, explicit keys, a
 * comment glued to a closing quote or bracket, __proto__. Several simple patterns: one alternation anchored on every
 * line start costs more than reading the file.
 */
const UNUSUAL_TEXT = [/\t|\r(?!\n)|!<|__proto__/, /["'\]}]#/, /(?:^|\n)%/, /(?:^|\n)[ -]*\?(?:[ \r\n]|$)/, /[[{,] *\? /];
/** Keys the strict reader writes otherwise (a null key is '' there, 'null' here) or refuses (over 1024 characters before the colon). */
const UNUSUAL_KEYS = new Set(['null', 'Null', 'NULL', '~', '<<']);
const LONGEST_KEY = 100;

type ReaderState = { anchor: string | null; tag: string | null; kind: string | null; input: string; position: number };

/** The file's data when it is plain YAML, or undefined when the strict reader must read it. */
export function readPlainYaml(text: string): { data: unknown } | undefined {
  if (UNUSUAL_TEXT.some((pattern) => pattern.test(text))) return undefined;
  let unusual = false;
  /** Where each open node's text starts (before its leading spaces), innermost last. */
  const starts: number[] = [];
  const listener = (event: string, state: ReaderState) => {
    if (event === 'open') {
      starts.push(state.position);
      return;
    }
    const start = starts.pop()!;
    if (unusual) return;
    if (state.anchor !== null || state.tag === '!') unusual = true;
    else {
      const last = state.input[state.position - 1];
      const closes = state.kind === 'scalar' ? last === '"' || last === "'" : last === '}' || last === ']';
      // A quoted text or a { } [ ] over several lines: the strict reader has rules on their indentation that js-yaml does not.
      if (closes && state.input.slice(start, state.position).trimStart().includes('\n')) unusual = true;
      else if (state.kind === 'mapping' || state.kind === 'sequence') {
        // A collection followed by ':' on its line is a key.
        let at = state.position;
        while (state.input[at] === ' ') at++;
        if (state.input[at] === ':') unusual = true;
      }
    }
  };
  let data: unknown;
  try {
    data = load(text, { schema, listener: listener as never });
  } catch {
    return undefined;
  } finally {
    matched = undefined;
  }
  // Content files are mappings; anything else (a lone text, a list, nothing) is for the strict reader to judge.
  if (unusual || data === null || typeof data !== 'object' || Array.isArray(data) || !plainKeys(data)) return undefined;
  return { data };
}

function plainKeys(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(plainKeys);
  if (value === null || typeof value !== 'object') return true;
  for (const key in value) {
    if (UNUSUAL_KEYS.has(key) || key.length > LONGEST_KEY || !plainKeys((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}
