// Edits a YAML file in place, text-first: only the bytes of the values that change are rewritten; comments, key order, quoting and blank lines elsewhere stay as they were.
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parseDocument,
  type Scalar,
  stringify,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

import type { Edit, EditPath } from './contract.ts';

export type { Edit, EditPath } from './contract.ts';

export class EditError extends Error {}

const parse = (text: string) => {
  const doc = parseDocument(text, { uniqueKeys: true, keepSourceTokens: false });
  if (doc.errors.length > 0)
    throw new EditError(`the file is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`);
  return doc;
};

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
const columnOf = (text: string, offset: number) => offset - lineStart(text, offset);
const rangeOf = (node: Node) => {
  if (!node.range) throw new EditError('a value has no position in the file');
  return node.range;
};

/** How a plain value is written at a place: plain when YAML reads it back as the same text, otherwise in double quotes. */
function scalarSource(value: unknown, style: Scalar['type'] | undefined, inFlow: boolean): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  const text = String(value);
  if (style === 'QUOTE_DOUBLE') return JSON.stringify(text);
  if (style === 'QUOTE_SINGLE' && !text.includes('\n')) return `'${text.replaceAll("'", "''")}'`;
  if (text !== '' && !text.includes('\n') && text === text.trim()) {
    // Try the text plain, in the same kind of place (a flow map treats commas and braces specially).
    const probe = inFlow ? `{ k: ${text} }` : `k: ${text}`;
    const doc = parseDocument(probe);
    const read = doc.errors.length === 0 ? (doc.toJS() as { k?: unknown } | null)?.k : undefined;
    if (read === text) return text;
  }
  return JSON.stringify(text);
}

/** A block scalar (|) rewritten with its header and indentation kept. */
function blockSource(text: string, node: Scalar, source: string): string {
  const [start, end] = rangeOf(node);
  const original = source.slice(start, end);
  const header = original.split('\n')[0]!;
  const firstContent =
    original
      .split('\n')
      .slice(1)
      .find((line) => line.trim() !== '') ?? '';
  const indent = ' '.repeat(firstContent.length - firstContent.trimStart().length || columnOf(source, start) + 2);
  const body = text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line === '' ? '' : indent + line))
    .join('\n');
  return `${header}\n${body}\n`;
}

/** A whole value written in block style at a column (the lines after the first are indented to it). */
function blockValue(value: unknown, column: number): string {
  const text = stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
  const pad = ' '.repeat(column);
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : pad + line))
    .join('\n');
}

function parentOf(doc: Document, path: EditPath): Node | null {
  return path.length === 1 ? (doc.contents as Node | null) : (doc.getIn(path.slice(0, -1), true) as Node | null);
}

function setValue(source: string, path: EditPath, value: unknown): string {
  const doc = parse(source);
  const node = doc.getIn(path, true) as Node | undefined;
  const parent = parentOf(doc, path);
  const inFlow = Boolean(parent && (isMap(parent) || isSeq(parent)) && parent.flow);
  if (node && isScalar(node) && (value === null || typeof value !== 'object')) {
    const [start, end] = rangeOf(node);
    const isBlock = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    if (isBlock && typeof value === 'string' && value.includes('\n')) {
      const blockEnd = rangeOf(node)[2];
      return source.slice(0, start) + blockSource(value, node, source) + source.slice(blockEnd);
    }
    const written = scalarSource(value, isBlock ? undefined : node.type, inFlow);
    return source.slice(0, start) + written + (isBlock ? '\n' : '') + source.slice(isBlock ? rangeOf(node)[2] : end);
  }
  if (node) {
    // A collection replaced whole: written in the style of its place.
    const [start, end] = rangeOf(node);
    const isFlow = (isMap(node) || isSeq(node)) && node.flow;
    if (isFlow || inFlow)
      return source.slice(0, start) + stringify(value, { flow: true, lineWidth: 0 }).trim() + source.slice(end);
    const keyColumn = columnOf(source, start);
    const rendered = blockValue(value, keyColumn);
    const needsNewLine =
      !source.slice(lineStart(source, start), start).trim().endsWith('-') &&
      value !== null &&
      typeof value === 'object';
    const lineOfKey = lineStart(source, start);
    if (needsNewLine && source.slice(lineOfKey, start).trim() !== '') {
      const keyIndent = source.slice(lineOfKey).length - source.slice(lineOfKey).trimStart().length;
      return (
        source.slice(0, start).trimEnd() +
        '\n' +
        ' '.repeat(keyIndent + 2) +
        blockValue(value, keyIndent + 2) +
        '\n' +
        source.slice(rangeOf(node)[2]).replace(/^\n/, '')
      );
    }
    return `${source.slice(0, start)}${rendered}\n${source.slice(rangeOf(node)[2]).replace(/^\n/, '')}`;
  }
  if (!parent) {
    if (path.length === 1) return addPairToMap(source, doc.contents as YAMLMap | null, String(path[0]), value);
    return setValue(setValue(source, path.slice(0, -1), {}), path, value);
  }
  if (isMap(parent)) return addPairToMap(source, parent, String(path.at(-1)), value);
  if (isSeq(parent) && typeof path.at(-1) === 'number')
    return insertItem(source, path.slice(0, -1), path.at(-1) as number, value);
  throw new EditError(`cannot set ${path.join('.')}`);
}

function addPairToMap(source: string, map: YAMLMap | null, key: string, value: unknown): string {
  if (!map) return `${source}${source.endsWith('\n') || source === '' ? '' : '\n'}${key}: ${blockValue(value, 2)}\n`;
  const [start, end] = rangeOf(map);
  if (map.flow) {
    const closing = source.lastIndexOf('}', end);
    const inside = source.slice(start + 1, closing).trim();
    const pair = `${key}: ${scalarOrFlow(value)}`;
    return `${source.slice(0, start)}{ ${inside ? `${inside}, ` : ''}${pair} }${source.slice(closing + 1)}`;
  }
  const firstKey = map.items[0]?.key as Node | undefined;
  const column = firstKey?.range ? columnOf(source, firstKey.range[0]) : columnOf(source, start);
  const lastEnd = lastContentEnd(source, map);
  const isObject = value !== null && typeof value === 'object';
  const line = isObject
    ? `${' '.repeat(column)}${key}:\n${' '.repeat(column + 2)}${blockValue(value, column + 2)}\n`
    : `${' '.repeat(column)}${key}: ${scalarSource(value, undefined, false)}\n`;
  return source.slice(0, lastEnd) + line + source.slice(lastEnd);
}

const scalarOrFlow = (value: unknown) =>
  value !== null && typeof value === 'object'
    ? stringify(value, { flow: true, lineWidth: 0 }).trim()
    : scalarSource(value, undefined, true);

/** End of a block collection's own text (after its last line's newline), without the blank lines that follow it. */
function lastContentEnd(source: string, node: YAMLMap | YAMLSeq): number {
  const end = rangeOf(node)[1];
  const newline = source.indexOf('\n', end - 1);
  return newline === -1 ? source.length : newline + 1;
}

/** The text of each item of a block sequence, from its “- ” to the end of its content. */
function itemSlices(source: string, seq: YAMLSeq): { start: number; end: number }[] {
  return seq.items.map((item) => {
    const node = item as Node;
    const [start, , nodeEnd] = rangeOf(node);
    const from = lineStart(source, start);
    let end = nodeEnd;
    // Keep the item's own newline; leave the blank lines after it where they are.
    if (source[end - 1] !== '\n')
      end = source.indexOf('\n', end) === -1 ? source.length : source.indexOf('\n', end) + 1;
    while (
      end > from + 1 &&
      source.slice(lineStart(source, end - 1), end - 1).trim() === '' &&
      source[end - 2] === '\n'
    )
      end = lineStart(source, end - 1);
    return { start: from, end };
  });
}

function sequenceAt(doc: Document, path: EditPath): YAMLSeq {
  const node = doc.getIn(path, true) as Node | undefined;
  if (!node || !isSeq(node)) throw new EditError(`${path.join('.')} is not a list`);
  return node;
}

function insertItem(source: string, path: EditPath, index: number, value: unknown): string {
  const doc = parse(source);
  const seq = sequenceAt(doc, path);
  if (seq.flow) {
    const values = seq.toJSON() as unknown[];
    values.splice(index, 0, value);
    const [start, end] = rangeOf(seq);
    return `${source.slice(0, start)}[${values.map((item) => scalarOrFlow(item)).join(', ')}]${source.slice(end)}`;
  }
  const slices = itemSlices(source, seq);
  const first = seq.items[0] as Node | undefined;
  const dashColumn = first?.range
    ? columnOf(source, slices[0]!.start) +
      (source.slice(slices[0]!.start).length - source.slice(slices[0]!.start).trimStart().length)
    : columnOf(source, rangeOf(seq)[0]);
  const rendered = stringify([value], { lineWidth: 0 })
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line === '' ? '' : ' '.repeat(dashColumn) + line))
    .join('\n');
  const at = index >= slices.length ? (slices.at(-1)?.end ?? lastContentEnd(source, seq)) : slices[index]!.start;
  return `${source.slice(0, at)}${rendered}\n${source.slice(at)}`;
}

function deleteAt(source: string, path: EditPath): string {
  const doc = parse(source);
  const parent = parentOf(doc, path);
  const key = path.at(-1)!;
  if (parent && isSeq(parent) && typeof key === 'number') {
    if (parent.flow) {
      const values = parent.toJSON() as unknown[];
      values.splice(key, 1);
      const [start, end] = rangeOf(parent);
      return `${source.slice(0, start)}[${values.map((item) => scalarOrFlow(item)).join(', ')}]${source.slice(end)}`;
    }
    const slice = itemSlices(source, parent)[key];
    if (!slice) throw new EditError(`no item ${key} in ${path.slice(0, -1).join('.')}`);
    return source.slice(0, slice.start) + source.slice(slice.end);
  }
  if (parent && isMap(parent)) {
    const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key)) as
      | Pair<Node, Node>
      | undefined;
    if (!pair) return source;
    const keyStart = rangeOf(pair.key)[0];
    const valueEnd = pair.value ? rangeOf(pair.value)[2] : rangeOf(pair.key)[2];
    if (parent.flow) {
      // A one-line { … }: written again from the other pairs' own text.
      const kept = parent.items
        .filter((item) => item !== pair)
        .map((item) =>
          source.slice(
            rangeOf(item.key as Node)[0],
            item.value ? rangeOf(item.value as Node)[1] : rangeOf(item.key as Node)[1],
          ),
        );
      const [start, end] = rangeOf(parent);
      return source.slice(0, start) + (kept.length > 0 ? `{ ${kept.join(', ')} }` : '{}') + source.slice(end);
    }
    const from = lineStart(source, keyStart);
    let to = valueEnd;
    if (source[to - 1] !== '\n') to = source.indexOf('\n', to) === -1 ? source.length : source.indexOf('\n', to) + 1;
    return source.slice(0, from) + source.slice(to);
  }
  throw new EditError(`nothing to delete at ${path.join('.')}`);
}

function moveItem(source: string, path: EditPath, from: number, to: number): string {
  const doc = parse(source);
  const seq = sequenceAt(doc, path);
  if (from === to) return source;
  if (seq.flow) {
    const values = seq.toJSON() as unknown[];
    const [item] = values.splice(from, 1);
    values.splice(to, 0, item);
    const [start, end] = rangeOf(seq);
    return `${source.slice(0, start)}[${values.map((value) => scalarOrFlow(value)).join(', ')}]${source.slice(end)}`;
  }
  const slices = itemSlices(source, seq);
  if (!slices[from] || !slices[to]) throw new EditError(`no item ${Math.max(from, to)} in ${path.join('.')}`);
  const texts = slices.map((slice) => source.slice(slice.start, slice.end));
  const [moved] = texts.splice(from, 1);
  texts.splice(to, 0, moved!);
  // Each slot keeps its place and the blank lines around it; only the items' texts trade places.
  let out = '';
  let cursor = 0;
  slices.forEach((slice, index) => {
    out += source.slice(cursor, slice.start) + texts[index];
    cursor = slice.end;
  });
  return out + source.slice(cursor);
}

/** Applies edits in order; each sees the text the previous one left. */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  let text = source;
  for (const edit of edits) {
    if (edit.op === 'set') text = setValue(text, edit.path, edit.value);
    else if (edit.op === 'delete') text = deleteAt(text, edit.path);
    else if (edit.op === 'insert') text = insertItem(text, edit.path, edit.index, edit.value);
    else text = moveItem(text, edit.path, edit.from, edit.to);
    parse(text);
  }
  return text;
}
