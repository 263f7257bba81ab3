// What Publier offers: each content file changed since the last commit, said in plain words, with who changed it (the editor or someone else), the drafts held back as unfinished, and the uploads no page uses.
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formatMoney } from '../content/format.ts';
import { type Message, message } from '../content/messages.ts';
import type { Facts } from '../content/schema/site.ts';
import { fillFacts } from '../site/facts.ts';
import type { Problem } from '../site/problem.ts';
import { fieldTrail, priceNamesIn, readData } from '../site/problem-trail.ts';
import { type ContentSession, listContentFiles, loadSite } from '../site/site.ts';
import type { TrailNames } from '../site/trail.ts';
import { partsOf } from '../site/trail.ts';
import type { Change, Pending } from './contract.ts';
import { fileEntries, IMAGES_DIR } from './files.ts';
import { runGit } from './publish-git.ts';
import { diskSha, readRecord } from './publish-record.ts';

export type { Change, Held, Pending } from './contract.ts';

/** Where a marketer's publication may change anything: the content and its pictures, nothing else. */
export const CONTENT_PATHS = ['site.yaml', 'pages', IMAGES_DIR];
const PICTURE = /\.(webp|avif|png|jpe?g|gif|svg)$/i;

/** Leftovers of editors and tools (temporary copies, swap and backup files, dotfiles): never listed, never committed. */
export function isTemporary(file: string): boolean {
  const name = file.split('/').pop() ?? '';
  return (
    name.startsWith('.') ||
    name.startsWith('#') ||
    name.startsWith('~$') ||
    name.endsWith('~') ||
    /\.(tmp|temp|swp|swo|swx|bak|orig|rej|part|crdownload)$/i.test(name)
  );
}

/** A file the site is made of: one the loader reads (site.yaml, pages/*.yaml, pages/blog/*.yaml) or a picture. */
export function isContentFile(file: string): boolean {
  if (isTemporary(file)) return false;
  return (
    file === 'site.yaml' ||
    /^pages\/(?:blog\/)?[^/]+\.yaml$/.test(file) ||
    (file.startsWith(`${IMAGES_DIR}/`) && PICTURE.test(file))
  );
}

export type Status = Change['status'];

/** Content files added, changed or removed since the last commit, by their real names (git's -z output is never quoted). */
export async function changedFiles(root: string): Promise<{ file: string; status: Status }[]> {
  const { stdout } = await runGit(root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--no-renames',
    '--',
    ...CONTENT_PATHS,
  ]);
  const inHead = new Map<string, boolean>();
  for (const entry of stdout.split('\0')) {
    if (entry.length < 4) continue;
    const file = entry.slice(3);
    if (!isContentFile(file)) continue;
    // ?? untracked and A added are new to HEAD; any other first letter says HEAD has the file.
    inHead.set(file, (inHead.get(file) ?? false) || !['?', 'A'].includes(entry[0]!));
  }
  const changed: { file: string; status: Status }[] = [];
  for (const [file, known] of inHead) {
    const full = join(root, file);
    // A link could carry a file from anywhere into a publication.
    if (existsSync(full) && lstatSync(full).isSymbolicLink()) continue;
    const status: Status | undefined = known
      ? existsSync(full)
        ? 'modified'
        : 'deleted'
      : existsSync(full)
        ? 'added'
        : undefined;
    if (status) changed.push({ file, status });
  }
  return changed.sort((a, b) => a.file.localeCompare(b.file));
}

/** A text in a few words, quoted the way of the language (« … », “…”). */
const quote = (text: string, locale: 'fr' | 'en' = 'fr') => {
  const short = text.length > 70 ? `${text.slice(0, 69)}…` : text;
  return locale === 'fr' ? `« ${short} »` : `“${short}”`;
};

/** The first French text inside a value (a question, a title), looking into its fields in order. */
function firstFrench(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.fr === 'string') return record.fr;
  for (const field of Object.values(record)) {
    const found = firstFrench(field);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An item of a list in a few words: its type and its first French text, never raw data. */
function summary(value: unknown, locale: 'fr' | 'en' = 'fr'): string {
  if (typeof value === 'string') return quote(value, locale);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const type =
    value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
      ? (value as { type: string }).type
      : '';
  const text = firstFrench(value);
  return [type, text === undefined ? '' : quote(text, locale)].filter(Boolean).join(' ') || '…';
}

const show = (value: unknown, path: string[], locale: 'fr' | 'en' = 'fr'): string => {
  if (typeof value === 'number' && path.at(-1) === 'amount') return formatMoney(value, locale);
  return summary(value, locale);
};

/** The positions of `order` that stay in place when the fewest items move: a longest increasing run of it. */
function staying(order: number[]): Set<number> {
  const ends: number[] = [];
  const previous: number[] = [];
  order.forEach((value, index) => {
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order[ends[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? ends[low - 1]! : -1;
    ends[low] = index;
  });
  const kept = new Set<number>();
  for (let index = ends.at(-1) ?? -1; index !== -1; index = previous[index]!) kept.add(index);
  return kept;
}

/** A value's leaves as « path=value » (a FAQ item: its question's words, its answer's): what two items share. */
function leaves(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [`${path}=${JSON.stringify(value)}`];
  return Object.entries(value).flatMap(([key, field]) => leaves(field, `${path}.${key}`));
}

/**
 * Pairs the items of a list that were edited, not replaced: each new item with the old one it shares the most leaves
 * with (a question whose answer changed keeps its question), then those left at the same position. `removed` and
 * `added` are the unmatched positions of each list; returns after position → before position.
 */
function pairEdited(before: unknown[], after: unknown[], removed: number[], added: number[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const free = new Set(removed);
  for (const to of added) {
    const mine = leaves(after[to]);
    let best: number | undefined;
    let shared = 0;
    for (const from of free) {
      const theirs = leaves(before[from]);
      const count = mine.filter((leaf) => theirs.includes(leaf)).length;
      // Half its words at least: two different sections of one type share their type, not their words.
      if (count > shared && count * 2 >= Math.max(mine.length, theirs.length)) [best, shared] = [from, count];
    }
    if (best !== undefined && typeof after[to] === 'object') {
      pairs.set(to, best);
      free.delete(best);
    }
  }
  for (const to of added) if (!pairs.has(to) && free.delete(to)) pairs.set(to, to);
  return pairs;
}

/**
 * A list said item by item: each one moved named once (“« Question » moved from no. 3 to no. 1”), rather than as a
 * change at every position after the first one that moved; each one added or removed by its words; each one edited
 * (moved or not) at its fields, by `edited`.
 */
function listChanges(
  before: unknown[],
  after: unknown[],
  where: Message,
  edited: (from: number, to: number) => Message[],
): Message[] {
  const beforeKeys = before.map((item) => JSON.stringify(item));
  const afterKeys = after.map((item) => JSON.stringify(item));
  // Each item of `before` is matched once at most: a matched one is crossed out.
  const unmatched: (string | undefined)[] = [...beforeKeys];
  const origin = afterKeys.map((key) => {
    const index = unmatched.indexOf(key);
    if (index !== -1) unmatched[index] = undefined;
    return index;
  });
  const pairs = pairEdited(
    before,
    after,
    unmatched.flatMap((key, index) => (key === undefined ? [] : [index])),
    origin.flatMap((from, index) => (from === -1 ? [index] : [])),
  );
  for (const [to, from] of pairs) origin[to] = from;
  const paired = new Set(pairs.values());
  const added = origin.flatMap((from, index) => (from === -1 ? [index] : []));
  const removed = unmatched.flatMap((key, index) => (key === undefined || paired.has(index) ? [] : [index]));
  const common = origin.flatMap((from, index) => (from === -1 ? [] : [index]));
  const kept = staying(common.map((index) => origin[index]!));
  const moved = common.filter((_, rank) => !kept.has(rank));
  return [
    ...removed.map((index) =>
      message(
        `${where.fr} : retiré ${summary(before[index])} (n° ${index + 1})`,
        `${where.en}: removed ${summary(before[index], 'en')} (no. ${index + 1})`,
      ),
    ),
    ...added.map((index) =>
      message(
        `${where.fr} : ajouté ${summary(after[index])} en position ${index + 1}`,
        `${where.en}: added ${summary(after[index], 'en')} at position ${index + 1}`,
      ),
    ),
    ...moved.map((index) =>
      message(
        `${where.fr} : ${summary(after[index])} déplacé du n° ${origin[index]! + 1} au n° ${index + 1}`,
        `${where.en}: ${summary(after[index], 'en')} moved from no. ${origin[index]! + 1} to no. ${index + 1}`,
      ),
    ),
    ...[...pairs].flatMap(([to, from]) => edited(from, to)),
  ];
}

/** Longer than this, a text changed is said by what changed in it, not whole before and after. */
const WHOLE = 70;
/** What changed inside a text, given whole: the words added, removed or replaced (trial 10: a sentence added to an
 *  answer was hidden in two cut-off versions of it). */
function textChange(older: string, newer: string, locale: 'fr' | 'en'): string {
  if (older.length <= WHOLE && newer.length <= WHOLE) return `${quote(older, locale)} → ${quote(newer, locale)}`;
  const a = older.split(/(\s+)/);
  const b = newer.split(/(\s+)/);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail)) tail += 1;
  // Words only added (or only removed) are said from the earliest place they fit: « par téléphone ou » added before
  // « par courriel », not « téléphone ou par » after « par ».
  const longer = a.length - tail === head ? b : b.length - tail === head ? a : undefined;
  if (longer) {
    const count = longer.length - tail - head;
    while (head > 0 && longer[head - 1] === longer[head + count - 1]) head -= 1;
    tail = longer.length - head - count;
  }
  const gone = a
    .slice(head, a.length - tail)
    .join('')
    .trim();
  const come = b
    .slice(head, b.length - tail)
    .join('')
    .trim();
  const whole = (text: string) => (locale === 'fr' ? `« ${text} »` : `“${text}”`);
  // Only spaces changed: both versions, as they were.
  if (!gone && !come) return `${quote(older, locale)} → ${quote(newer, locale)}`;
  if (!gone) return `${locale === 'fr' ? 'ajouté' : 'added'} ${whole(come)}`;
  if (!come) return `${locale === 'fr' ? 'retiré' : 'removed'} ${whole(gone)}`;
  return `${whole(gone)} → ${whole(come)}`;
}

/**
 * Every leaf that differs between two versions of a file's data, as “where: before → after”, where being the field as the
 * form names it (« Section 6 (Questions et réponses) › Question 2 › Réponse › Français »; trail.ts).
 */
export function differences(
  before: unknown,
  after: unknown,
  file: string,
  names?: TrailNames,
  facts?: Facts,
): Message[] {
  // A text reads as the site shows it: « 3 900 $ », not « {companyPlan} » (trial 11), in the text's own language.
  const shown = (text: string, path: string[]) => {
    try {
      return facts ? fillFacts(text, facts, path.at(-1) === 'en' ? 'en' : 'fr') : text;
    } catch {
      return text;
    }
  };
  const where = (path: string[]): Message => {
    const parts = partsOf(path.join('.'));
    const data = after ?? before;
    return message(fieldTrail(file, parts, data, 'fr', names), fieldTrail(file, parts, data, 'en', names));
  };
  const walk = (older: unknown, newer: unknown, path: string[]): Message[] => {
    if (Array.isArray(older) && Array.isArray(newer))
      return listChanges(older, newer, where(path), (from, to) => walk(older[from], newer[to], [...path, String(to)]));
    if (older !== null && newer !== null && typeof older === 'object' && typeof newer === 'object') {
      const keys = [...new Set([...Object.keys(older), ...Object.keys(newer)])];
      return keys.flatMap((key) =>
        walk((older as Record<string, unknown>)[key], (newer as Record<string, unknown>)[key], [...path, key]),
      );
    }
    if (JSON.stringify(older) === JSON.stringify(newer)) return [];
    // An entry added whole (a new price, a phone): each of its fields said, its amount with its name (trial 17 read
    // « ajouté « Déclaration étudiante » » and could not check the 95 $). A section added keeps its one line.
    if (older === undefined && isEntry(newer))
      return Object.keys(newer).flatMap((key) => walk(undefined, newer[key], [...path, key]));
    const at = where(path);
    if (older === undefined)
      return [message(`${at.fr} : ajouté ${show(newer, path)}`, `${at.en}: added ${show(newer, path, 'en')}`)];
    if (newer === undefined)
      return [message(`${at.fr} : retiré (${show(older, path)})`, `${at.en}: removed (${show(older, path, 'en')})`)];
    if (typeof older === 'string' && typeof newer === 'string') {
      const [was, is] = [shown(older, path), shown(newer, path)];
      return [message(`${at.fr} : ${textChange(was, is, 'fr')}`, `${at.en}: ${textChange(was, is, 'en')}`)];
    }
    return [
      message(
        `${at.fr} : ${show(older, path)} → ${show(newer, path)}`,
        `${at.en}: ${show(older, path, 'en')} → ${show(newer, path, 'en')}`,
      ),
    ];
  };
  return walk(before, after, []);
}

/** A group of fields that is not a section (no `type`) nor a list: its fields are said one by one. */
const isEntry = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('type' in value);

/** Why a change is not the editor's, in a few words. */
function outsideWhy(status: Status, wroteBefore: boolean): Message {
  if (status === 'deleted') return message('supprimé hors de l’éditeur', 'deleted outside the editor');
  if (wroteBefore)
    return message(
      'modifié hors de l’éditeur depuis son dernier enregistrement dans l’éditeur',
      'changed outside the editor since it was last saved in the editor',
    );
  return status === 'added'
    ? message('ajouté hors de l’éditeur', 'added outside the editor')
    : message('modifié hors de l’éditeur', 'changed outside the editor');
}

/** Every content file's text as it is on disk, to find which pictures are used, and by which file. */
function contentTexts(root: string): Map<string, string> {
  const listing = listContentFiles(root);
  return new Map(
    [listing.settings, ...listing.pages, ...listing.posts].map((file) => {
      try {
        return [file, readFileSync(join(root, file), 'utf8')];
      } catch {
        return [file, ''];
      }
    }),
  );
}

/** The site's public address (site.yaml's origin), or undefined while site.yaml cannot be read. */
function siteOrigin(texts: Map<string, string>): string | undefined {
  try {
    const origin = (parse(texts.get('site.yaml') ?? '') as { origin?: unknown } | null)?.origin;
    return typeof origin === 'string' ? origin.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** The facts site.yaml declares now, or undefined while it cannot be read. */
function siteFacts(texts: Map<string, string>): Facts | undefined {
  try {
    const facts = (parse(texts.get('site.yaml') ?? '') as { facts?: unknown } | null)?.facts;
    return facts !== null && typeof facts === 'object' ? (facts as Facts) : undefined;
  } catch {
    return undefined;
  }
}

/** `session`: the dev server's, so files unchanged since its last load are not parsed again. */
export async function pendingChanges(root: string, session?: ContentSession): Promise<Pending> {
  const entries = new Map(fileEntries(root).map((entry) => [entry.file, entry]));
  const record = await readRecord(root);
  const changed = await changedFiles(root);
  // The content as it is on disk, unfinished texts refused: each changed file's own problems hold it back.
  const checked = changed.some((change) => change.file.endsWith('.yaml') && change.status !== 'deleted')
    ? loadSite(root, { unfinished: 'refuse', session })
    : undefined;
  const problemsOf = new Map<string, Problem[]>();
  for (const problem of checked && !checked.ok ? checked.problems : [])
    problemsOf.set(problem.file, [...(problemsOf.get(problem.file) ?? []), problem]);
  const texts = contentTexts(root);
  const used = [...texts.values()].join('\n');
  const siteAddress = siteOrigin(texts);
  const facts = siteFacts(texts);
  // A new picture used by one changed file only goes with it (an article's photo): listed under it, not apart.
  const owners = new Map<string, string>();
  for (const { file, status } of changed) {
    if (file.endsWith('.yaml') || status !== 'added') continue;
    const address = `/images/${file.slice(IMAGES_DIR.length + 1)}`;
    const users = [...texts].filter(([, text]) => text.includes(address)).map(([name]) => name);
    if (users.length === 1 && changed.some((change) => change.file === users[0])) owners.set(file, users[0]!);
  }
  const pictures = new Map<string, Change>();
  // A price is named as the form names it (« Entreprise »): read once, only when site.yaml is listed.
  const names = changed.some((change) => change.file === 'site.yaml') ? priceNamesIn(root) : undefined;
  const pending: Pending = {
    changes: [],
    unused: [],
    held: [],
    unsent: record.unsent,
    ...(record.last ? { last: record.last } : {}),
  };
  for (const { file, status } of changed) {
    const touch = record.touched[file];
    const origin =
      touch !== undefined && touch.sha256 === (status === 'deleted' ? null : diskSha(root, file))
        ? 'editor'
        : 'outside';
    const why = origin === 'outside' ? outsideWhy(status, touch !== undefined) : undefined;
    const draft = status === 'added' && origin === 'editor';
    const entry = entries.get(file);
    const title = entry?.title ?? { fr: file, en: file };
    const own = problemsOf.get(file);
    if (own && status !== 'deleted') {
      // Each problem named by its field, as the form names it: the file:line:col is for the technical team.
      const data = readData(root, file);
      const named = own.map((problem) =>
        problem.path === ''
          ? problem
          : {
              ...problem,
              field: message(
                fieldTrail(file, partsOf(problem.path), data, 'fr', names),
                fieldTrail(file, partsOf(problem.path), data, 'en', names),
              ),
            },
      );
      pending.held.push({ file, title, problems: named, origin, draft });
      continue;
    }
    if (!file.endsWith('.yaml')) {
      // A picture is named by its file: that is what an article's image.src shows.
      const unusedPicture = status === 'added' && !used.includes(`/images/${file.slice(IMAGES_DIR.length + 1)}`);
      const [fr, en] =
        status === 'deleted'
          ? ['Image retirée', 'Picture removed']
          : status === 'added'
            ? ['Nouvelle image', 'New picture']
            : ['Image remplacée', 'Picture replaced'];
      const lines = [
        status === 'deleted'
          ? message('retirée du site à la publication', 'taken off the site when published')
          : unusedPicture
            ? message('utilisée par aucune page ni aucun article', 'used by no page and no article')
            : message('publiée avec le contenu', 'published with the content'),
      ];
      const change: Change = {
        file,
        status,
        title: message(`${fr} : ${file}`, `${en}: ${file}`),
        lines,
        origin,
        ...(why ? { why } : {}),
        draft,
      };
      if (owners.has(file)) pictures.set(file, change);
      else (unusedPicture && origin === 'editor' ? pending.unused : pending.changes).push(change);
      continue;
    }
    let before: unknown;
    let after: unknown;
    try {
      before =
        status === 'added' ? undefined : (parse((await runGit(root, ['show', `HEAD:${file}`])).stdout) as unknown);
      after = status === 'deleted' ? undefined : (parse(readFileSync(join(root, file), 'utf8')) as unknown);
    } catch {
      // Unreadable YAML was held back above with its problem; anything else is still listed, without details.
    }
    const lines =
      status === 'added'
        ? [
            entry?.kind === 'post'
              ? message('nouvel article', 'new article')
              : entry?.kind === 'page'
                ? message('nouvelle page', 'new page')
                : message('nouveau fichier', 'new file'),
          ]
        : status === 'deleted'
          ? [message('fichier supprimé', 'file deleted')]
          : differences(before, after, file, names, facts);
    const live =
      siteAddress === undefined || status === 'deleted'
        ? undefined
        : entry?.address
          ? message(`${siteAddress}${entry.address.fr}`, `${siteAddress}${entry.address.en}`)
          : // The settings show on every page: the home page is where a price or a phone is seen first (trial 18 guessed).
            file === 'site.yaml'
            ? message(`${siteAddress}/`, `${siteAddress}/en`)
            : undefined;
    pending.changes.push({
      file,
      status,
      title,
      lines: lines.length > 0 ? lines : [message('mise en forme seulement', 'layout only')],
      origin,
      ...(why ? { why } : {}),
      draft,
      ...(live ? { live } : {}),
    });
  }
  // Each owned picture joins its file; one whose file is held back stays held with it (not offered apart).
  for (const [picture, change] of pictures) {
    const owner = pending.changes.find((candidate) => candidate.file === owners.get(picture));
    if (owner) owner.pictures = [...(owner.pictures ?? []), picture];
    else if (!pending.held.some((held) => held.file === owners.get(picture))) pending.changes.push(change);
  }
  pending.changes.sort((a, b) => (a.origin === b.origin ? 0 : a.origin === 'editor' ? -1 : 1));
  return pending;
}
