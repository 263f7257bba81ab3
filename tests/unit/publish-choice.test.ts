// Publier commits exactly what the marketer chose: the editor's own writes offered checked, anything else apart and unchecked, temporary files never, unused uploads offered for deletion, unfinished drafts held back without blocking the rest; any Unicode file name; one publication at a time.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { contentFileAt } from '../../src/editor/files.ts';
import * as publishing from '../../src/editor/publish.ts';
import * as record from '../../src/editor/publish-record.ts';
import { pageScaffold } from '../../src/site/scaffold.ts';
import { contentRepo, git, raisePrice } from './publish-repo.ts';

const build = publishing.productionBuild(process.cwd());
const cleanup: string[] = [];
afterAll(() => {
  for (const folder of cleanup) rmSync(folder, { recursive: true, force: true });
});

function repository() {
  const { root, work } = contentRepo();
  cleanup.push(root, work);
  return root;
}
/** What the editor's API does after each write it makes. */
const editorWrites = async (root: string, file: string, text: string | Buffer, created = false) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
  await record.noteEdited(root, file, { created });
};
const picture = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .webp()
    .toBuffer();
/** A valid page of the fixture site under another id and address. */
const extraPage = (root: string, id: string) =>
  readFileSync(join(root, 'pages/pricing.yaml'), 'utf8')
    .replace('id: pricing', `id: ${id}`)
    .replace('path: /pricing', `path: /${id}`)
    .replace('title: { fr: Tarifs, en: Pricing }', `title: { fr: Page ${id}, en: Page ${id} en }`)
    .replace(
      /^( {2}description: ).*$/m,
      `$1{ fr: "La page ${id}, écrite dans l’éditeur pour ce test de publication.", en: "The page ${id}, written in the editor for this publishing test." }`,
    );
const committed = (root: string) =>
  git(root, 'show', '--name-only', '--format=', 'HEAD').trim().split('\n').filter(Boolean).sort();
const files = (list: { file: string }[]) => list.map((entry) => entry.file).sort();

test('only the editor’s writes are offered checked; hand edits and strays apart and unchecked; temporary files never; unused uploads offered for deletion', {
  timeout: 120_000,
}, async () => {
  const root = repository();
  const head = git(root, 'rev-parse', 'HEAD').trim();
  raisePrice(root);
  await record.noteEdited(root, 'site.yaml');
  // An article given an uploaded picture in the editor, and four more uploads no page uses.
  await editorWrites(root, 'public/images/calculatrice-1a2b3c4d.webp', await picture('#2a5aa0'));
  const article = readFileSync(join(root, 'pages/blog/crypto-tax.yaml'), 'utf8')
    .replace('src: https://images.example.com/photo-1.jpg', 'src: /images/calculatrice-1a2b3c4d.webp')
    .replace('width: 800', 'width: 40')
    .replace('height: 533', 'height: 30');
  await editorWrites(root, 'pages/blog/crypto-tax.yaml', article);
  const unused = ['essai-1', 'essai-2', 'essai-3', 'essai-4'].map(
    (name) => `public/images/${name}-0000000${name.at(-1)}.webp`,
  );
  for (const [index, file] of unused.entries())
    await editorWrites(root, file, await picture(['#111', '#222', '#333', '#444'][index]!));
  // Behind the editor: a page edited by hand, a stray scan, and leftovers of editors and tools.
  writeFileSync(
    join(root, 'pages/home.yaml'),
    readFileSync(join(root, 'pages/home.yaml'), 'utf8').replace('Bienvenue', 'Bienvenue chez nous'),
  );
  writeFileSync(
    join(root, 'public/images/scan-of-passport.png'),
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  const temporary = [
    'pages/home.yaml.4242.1767000000000.tmp',
    'public/images/photo.webp.tmp',
    'pages/.home.yaml.swp',
    'pages/pricing.yaml~',
    'public/images/.DS_Store',
    'pages/#home.yaml#',
  ];
  for (const file of temporary) writeFileSync(join(root, file), 'leftover');

  const pending = await publishing.pendingChanges(root);
  const editor = pending.changes.filter((change) => change.origin === 'editor');
  const outside = pending.changes.filter((change) => change.origin === 'outside');
  // The article's new picture belongs to it: listed under it, published with it, not an item of its own.
  expect(files(editor)).toEqual(['pages/blog/crypto-tax.yaml', 'site.yaml']);
  const articleChange = editor.find((change) => change.file === 'pages/blog/crypto-tax.yaml')!;
  expect(articleChange.pictures).toEqual(['public/images/calculatrice-1a2b3c4d.webp']);
  // Its addresses on the live site: the site's origin and the route table's paths, in each language.
  expect(articleChange.live?.fr).toMatch(/^https:\/\/[^/]+\/blog\/[a-z0-9-]+$/);
  expect(articleChange.live?.en).toMatch(/^https:\/\/[^/]+\/en\/blog\/[a-z0-9-]+$/);
  expect(files(outside)).toEqual(['pages/home.yaml', 'public/images/scan-of-passport.png']);
  for (const change of outside) expect(change.why?.fr, change.file).toMatch(/hors de l’éditeur/);
  expect(files(pending.unused)).toEqual(unused);
  const listed = [...pending.changes, ...pending.unused, ...pending.held].map((entry) => entry.file);
  for (const file of temporary) expect(listed, file).not.toContain(file);
  // The record lives in git's own folder: nothing of it in the work tree.
  expect(
    git(root, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter((line) => /site-editor/.test(line)),
  ).toEqual([]);

  // Published as offered: exactly the editor's three files, in one commit.
  const result = await publishing.publish(root, 'Nouveau prix et photo de l’article', build);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  expect(git(root, 'rev-list', '--count', `${head}..HEAD`).trim()).toBe('1');
  expect(committed(root)).toEqual([
    'pages/blog/crypto-tax.yaml',
    'public/images/calculatrice-1a2b3c4d.webp',
    'site.yaml',
  ]);
  // Everything else is still there, uncommitted and unstaged.
  const left = git(root, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean).sort();
  expect(left).toEqual(
    [
      ' M pages/home.yaml',
      ...[...temporary, ...unused, 'public/images/scan-of-passport.png'].map((file) => `?? ${file}`),
    ].sort(),
  );
  const after = await publishing.pendingChanges(root);
  expect(after.changes.filter((change) => change.origin === 'editor')).toEqual([]);
  expect(files(after.unused)).toEqual(unused);
  // Unused uploads are deleted from the editor, never published.
  for (const file of unused) expect(await publishing.removeFile(root, file), file).toMatchObject({ ok: true });
  for (const file of unused) expect(existsSync(join(root, file)), file).toBe(false);
  expect((await publishing.pendingChanges(root)).unused).toEqual([]);
});

test('a draft left unfinished is held back with its file:line, never blocks the others, and can be deleted', {
  timeout: 120_000,
}, async () => {
  const root = repository();
  const draft = pageScaffold('nouvelle-page');
  await editorWrites(root, draft.file, draft.text, true);
  raisePrice(root);
  await record.noteEdited(root, 'site.yaml');
  // A page broken by hand, not chosen, must not block either: the check runs on what would be published.
  writeFileSync(
    join(root, 'pages/home.yaml'),
    readFileSync(join(root, 'pages/home.yaml'), 'utf8').replace('id: home', 'id: home\nunknownField: 1'),
  );

  const pending = await publishing.pendingChanges(root);
  expect(files(pending.changes)).toEqual(['site.yaml']);
  expect(files(pending.held)).toEqual(['pages/home.yaml', 'pages/nouvelle-page.yaml']);
  const held = pending.held.find((entry) => entry.file === draft.file)!;
  expect(held.draft).toBe(true);
  expect(held.problems.length).toBeGreaterThan(0);
  for (const problem of held.problems) {
    expect(problem.file).toBe(draft.file);
    expect(problem.line).toBeGreaterThan(1);
    expect(problem.message.fr).toMatch(/inachevé/);
  }
  // Chosen anyway (an old page, a crafted request): refused, naming the file and line.
  const refused = await publishing.publish(root, 'Essai', build, { paths: ['site.yaml', draft.file] });
  expect(refused).toMatchObject({ ok: false });
  if (!refused.ok)
    expect(refused.problems?.map((problem) => `${problem.file}:${problem.line}`)).toContain(
      `${draft.file}:${held.problems[0]!.line}`,
    );

  const result = await publishing.publish(root, 'Nouveau prix', build);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  expect(committed(root)).toEqual(['site.yaml']);

  // The draft, never committed, is deleted outright; a page that exists in git becomes a deletion to choose.
  expect(await publishing.removeFile(root, draft.file)).toMatchObject({ ok: true, draft: true });
  expect(existsSync(join(root, draft.file))).toBe(false);
  expect(await publishing.removeFile(root, 'site.yaml')).toMatchObject({ ok: false });
  await editorWrites(root, 'pages/temporaire.yaml', extraPage(root, 'temporaire'));
  expect(await publishing.publish(root, 'Page temporaire', build, { paths: ['pages/temporaire.yaml'] })).toMatchObject({
    ok: true,
  });
  expect(await publishing.removeFile(root, 'pages/temporaire.yaml')).toMatchObject({ ok: true, draft: false });
  const deletion = (await publishing.pendingChanges(root)).changes.find(
    (change) => change.file === 'pages/temporaire.yaml',
  );
  expect(deletion).toMatchObject({ status: 'deleted', origin: 'editor' });
  expect(
    await publishing.publish(root, 'Retrait de la page temporaire', build, { paths: ['pages/temporaire.yaml'] }),
  ).toMatchObject({ ok: true });
  expect(git(root, 'show', '--name-status', '--format=', 'HEAD').trim()).toBe('D\tpages/temporaire.yaml');
});

test('the check before publishing sees only what is published: an article linking to a page left out is refused at its line', {
  timeout: 120_000,
}, async () => {
  const root = repository();
  await editorWrites(root, 'pages/equipe.yaml', extraPage(root, 'equipe'), true);
  const article = readFileSync(join(root, 'pages/blog/crypto-tax.yaml'), 'utf8').replace(
    'Voir nos [tarifs](page:pricing).',
    'Voir notre [équipe](page:equipe).',
  );
  await editorWrites(root, 'pages/blog/crypto-tax.yaml', article);
  const head = git(root, 'rev-parse', 'HEAD').trim();
  const result = await publishing.publish(root, 'Article seul', build, { paths: ['pages/blog/crypto-tax.yaml'] });
  expect(result).toMatchObject({ ok: false });
  if (!result.ok) expect(result.problems?.map((problem) => problem.file)).toContain('pages/blog/crypto-tax.yaml');
  expect(git(root, 'rev-parse', 'HEAD').trim()).toBe(head);
  // With the page it links to, it goes.
  expect(
    await publishing.publish(root, 'Article et page', build, {
      paths: ['pages/blog/crypto-tax.yaml', 'pages/equipe.yaml'],
    }),
  ).toMatchObject({ ok: true });
});

test('any Unicode file name is listed, opened and published under its own name', { timeout: 120_000 }, async () => {
  const root = repository();
  const names = [
    'pages/été.yaml',
    'pages/crème-brûlée.yaml',
    'pages/日本語.yaml',
    'pages/Rapport annuel 2026.yaml',
    'pages/naïve-œuvre.yaml',
  ];
  for (const [index, file] of names.entries()) await editorWrites(root, file, extraPage(root, `page-${index}`), true);
  const pending = await publishing.pendingChanges(root);
  expect(files(pending.changes)).toEqual([...names].sort());
  for (const file of names) expect(contentFileAt(root, file), file).toBe(file);
  const result = await publishing.publish(root, 'Pages aux noms accentués', build);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  expect(committed(root)).toEqual([...names].sort());
  expect(git(root, 'status', '--porcelain').trim()).toBe('');
});

test('a name holding a control character is no content file', () => {
  const root = repository();
  for (const file of ['pages/a\u0000b.yaml', 'pages/a\u001fb.yaml', 'pages/a\u007fb.yaml', 'pages/a\u0085b.yaml'])
    expect(contentFileAt(root, file), JSON.stringify(file)).toBeUndefined();
  expect(contentFileAt(root, 'pages/home.yaml')).toBe('pages/home.yaml');
});

test('two publications at once run one after the other; the second is told what the first published', {
  timeout: 180_000,
}, async () => {
  const root = repository();
  const head = git(root, 'rev-parse', 'HEAD').trim();
  raisePrice(root);
  await record.noteEdited(root, 'site.yaml');
  await editorWrites(root, 'pages/equipe.yaml', extraPage(root, 'equipe'), true);
  // Two tabs, both publishing the price; then two publications of different files.
  const [first, second] = await Promise.all([
    publishing.publish(root, 'Prix (onglet 1)', build, { paths: ['site.yaml'] }),
    publishing.publish(root, 'Prix (onglet 2)', build, { paths: ['site.yaml'] }),
  ]);
  expect(first, JSON.stringify(first)).toMatchObject({ ok: true, files: ['site.yaml'] });
  expect(second, JSON.stringify(second)).toMatchObject({ ok: true, already: true });
  if (!first.ok || !second.ok) return;
  expect(second.commit).toBe(first.commit);
  expect(second.before.map((publication) => publication.files)).toEqual([['site.yaml']]);
  expect(git(root, 'rev-list', '--count', `${head}..HEAD`).trim()).toBe('1');

  writeFileSync(
    join(root, 'site.yaml'),
    readFileSync(join(root, 'site.yaml'), 'utf8').replace(
      /companyPlan: \{ amount: (\d+)/,
      (_, amount: string) => `companyPlan: { amount: ${Number(amount) + 100}`,
    ),
  );
  await record.noteEdited(root, 'site.yaml');
  const [a, b] = await Promise.all([
    publishing.publish(root, 'Prix', build, { paths: ['site.yaml'] }),
    publishing.publish(root, 'Page équipe', build, { paths: ['pages/equipe.yaml'] }),
  ]);
  expect(a, JSON.stringify(a)).toMatchObject({ ok: true, files: ['site.yaml'] });
  expect(b, JSON.stringify(b)).toMatchObject({ ok: true, files: ['pages/equipe.yaml'] });
  if (!a.ok || !b.ok) return;
  expect(b.before.map((publication) => publication.commit)).toEqual([a.commit]);
  expect(git(root, 'log', '--format=%s', '-2').trim().split('\n')).toEqual(['Page équipe', 'Prix']);
});
