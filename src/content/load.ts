// Reads one YAML file into plain data while keeping each node's position, refusing what YAML lets through silently.
import { LineCounter, isMap, isPair, isScalar, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Problem } from './problem.ts';

export const MAX_FILE_BYTES = 512 * 1024;
/** Generous for real content (anchors are rare in it), tiny next to a billion-laughs expansion. */
export const MAX_ALIAS_COUNT = 50;

export type SourceFile = {
  file: string;
  text: string;
  doc: Document;
  lineCounter: LineCounter;
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
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return index;
    for (let next = 1; next < length; next++) if (((bytes[index + next] ?? 0) & 0xc0) !== 0x80) return index;
    index += length;
  }
  return -1;
}

function decodeUtf8(file: string, bytes: Uint8Array): { text: string } | { problem: Problem } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const bad = Math.max(0, firstInvalidUtf8(bytes));
    const prefix = new TextDecoder('utf-8').decode(bytes.subarray(0, bad));
    const { line, col } = lineColAt(prefix, prefix.length);
    return { problem: { file, line, col, path: '', message: 'the file is not valid UTF-8 text: save it as UTF-8 in your editor' } };
  }
}

export function loadYaml(file: string, bytes: Uint8Array): LoadedFile {
  if (bytes.length > MAX_FILE_BYTES) {
    return { problems: [{ file, line: 1, col: 1, path: '', message: `the file is ${Math.round(bytes.length / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024} KB — split it or shorten it` }] };
  }
  const decoded = decodeUtf8(file, bytes);
  if ('problem' in decoded) return { problems: [decoded.problem] };

  const lineCounter = new LineCounter();
  const doc = parseDocument(decoded.text, { lineCounter, uniqueKeys: true, prettyErrors: false, strict: true, keepSourceTokens: false });
  const at = (offset: number) => lineCounter.linePos(offset);
  const problems: Problem[] = [...doc.errors, ...doc.warnings].map((error) => {
    const { line, col } = at(error.pos[0]);
    return { file, line, col, path: '', message: yamlMessage(error.code, error.message) };
  });

  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '__proto__') {
        const { line, col } = at(pair.key.range?.[0] ?? 0);
        problems.push({ file, line, col, path: '', message: 'the key __proto__ is not allowed' });
      }
    },
  });
  if (problems.length > 0) return { problems };

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    let firstAlias = 0;
    visit(doc, { Alias(_, node) { firstAlias = node.range?.[0] ?? 0; return visit.BREAK; } });
    const { line, col } = at(firstAlias);
    const reason = error instanceof Error && /alias/i.test(error.message) ? 'the file expands its aliases (*name) too many times; write the content out instead' : String(error);
    return { problems: [{ file, line, col, path: '', message: reason }] };
  }
  return { source: { file, text: decoded.text, doc, lineCounter }, data };
}

function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0] ?? message;
  if (code === 'DUPLICATE_KEY') return 'this key appears twice in the same block; keep one';
  if (code === 'TAB_AS_INDENT') return 'a tab is used for indentation; YAML needs spaces';
  if (code === 'TAG_RESOLVE_FAILED') return `unknown YAML tag: ${first}; remove the !tag`;
  return `YAML syntax: ${first.replace(/ at line \d+, column \d+:?$/, '')}`;
}

/** Position of the value at `path`, or of the nearest enclosing node that exists. */
export function positionOf(source: SourceFile, path: readonly PropertyKey[], options: { key?: string } = {}): { line: number; col: number } {
  const keys = path.map((part) => (typeof part === 'number' ? part : String(part)));
  for (let length = keys.length; length >= 0; length--) {
    const node = (length === 0 ? source.doc.contents : source.doc.getIn(keys.slice(0, length), true)) as Node | null | undefined;
    if (!node || !node.range) continue;
    if (options.key !== undefined && length === keys.length && isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === options.key);
      const keyNode = pair && isScalar(pair.key) ? pair.key : undefined;
      if (keyNode?.range) return source.lineCounter.linePos(keyNode.range[0]);
    }
    return source.lineCounter.linePos(node.range[0]);
  }
  return { line: 1, col: 1 };
}
