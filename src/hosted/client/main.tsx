// The hosted editor's page: an invitation's link turned into a passkey, passkey sign-in, the content's files edited with the local editor's own form (drafts kept in this browser), Proposer, and the publishers' review (Publier / Renvoyer).
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { parse } from 'yaml';
import {
  Field,
  type FormContext,
  FormProvider,
  fieldId,
  labelOf,
  pathFromKey,
  resolve,
  type Schema,
} from '../../editor/client/Form.tsx';
import { addEdit, applyEdit } from '../../editor/client/state.ts';
import type { Edit, FileEntry, Options } from '../../editor/contract.ts';
import { applyEdits } from '../../editor/yaml-edit.ts';
import { dottedPath, formatProblem, type Problem } from '../../site/problem.ts';
import { type TrailSchema, trail, trailText } from '../../site/trail.ts';
import { AddDevice } from './AddDevice.tsx';
import { call, type Person, type Words } from './calls.ts';
import { draftFiles, forgetDraft, readDraft, storeDraft } from './drafts.ts';
import { History } from './History.tsx';
import { loadKept } from './kept.ts';
import { PagePreview } from './PagePreview.tsx';
import { People } from './People.tsx';
import { forgetPicture, keepPicture, pictureAddress, picturesUsedBy, webPicture } from './pictures.ts';
import { type Detail, type Proposal, Review } from './Review.tsx';
import { both, type Lang, t } from './words.ts';
import '../../editor/client/editor.css';
import './hosted.css';

type Opened = {
  path: string;
  blob: string;
  text: string;
  base?: string | undefined;
  schema: Schema & { $defs?: Record<string, Schema> };
};

const kindOf = (file: string) => (file === 'site.yaml' ? 'site' : file.startsWith('pages/blog/') ? 'post' : 'page');
const invitationToken = () => new URLSearchParams(location.hash.slice(1)).get('invitation');

/** What the form's pickers offer when main's content does not load (the server then names no page nor price): the
 *  files' names and site.yaml's keys. */
function optionsFrom(site: unknown, files: string[], icons: string[]): Options {
  const facts = (site as { facts?: { prices?: Record<string, unknown> } } | null)?.facts;
  const phones =
    (site as { contact?: { phones?: Record<string, { display?: string }> } } | null)?.contact?.phones ?? {};
  const label = (text: string) => ({ fr: text, en: text });
  return {
    pages: files
      .filter((file) => /^pages\/[^/]+\.yaml$/.test(file))
      .map((file) => file.slice('pages/'.length, -'.yaml'.length))
      .map((id) => ({ value: id, label: label(id) })),
    posts: files
      .filter((file) => file.startsWith('pages/blog/'))
      .map((file) => file.slice('pages/blog/'.length, -'.yaml'.length))
      .map((slug) => ({ value: slug, label: label(slug) })),
    prices: Object.keys(facts?.prices ?? {}).map((name) => ({ value: name, label: label(name) })),
    phones: Object.entries(phones).map(([key, phone]) => ({
      value: key,
      label: label(`${key} — ${phone.display ?? ''}`),
    })),
    people: [],
    categories: [],
    icons,
  };
}

function App() {
  // French unless this person chose English here before.
  const [lang, setLang] = useState<Lang>(() => (localStorage.getItem('hosted-lang') === 'en' ? 'en' : 'fr'));
  const w = t[lang];
  const [person, setPerson] = useState<Person | null | undefined>(undefined);
  // Kept in both languages: what was said follows a change of language.
  const [said, setSaid] = useState<Words | string>('');
  const [invitation, setInvitation] = useState(invitationToken);
  // Stable across renders: the panels' effects that report through it list it without re-running.
  const say = useCallback((words: Words | string) => setSaid(words), []);

  useEffect(() => {
    document.documentElement.lang = lang === 'fr' ? 'fr-CA' : 'en-CA';
    localStorage.setItem('hosted-lang', lang);
  }, [lang]);
  useEffect(() => {
    void call<{ person: Person }>('GET', '/me').then((reply) => setPerson(reply.ok ? reply.body.person : null));
  }, []);

  async function acceptInvitation() {
    if (!invitation) return;
    const start = await call<{ challengeId: string; options: Parameters<typeof startRegistration>[0]['optionsJSON'] }>(
      'POST',
      '/invitation/start',
      { token: invitation },
    );
    if (!start.ok) return say(start.error);
    let response: Awaited<ReturnType<typeof startRegistration>>;
    try {
      response = await startRegistration({ optionsJSON: start.body.options });
    } catch (error) {
      return say({
        fr: `la clé d’accès n’a pas été créée (${String(error)})`,
        en: `the passkey was not created (${String(error)})`,
      });
    }
    const done = await call<{ person: Person }>('POST', '/invitation/finish', {
      challengeId: start.body.challengeId,
      response,
    });
    if (!done.ok) return say(done.error);
    // The link is spent: it leaves the address bar and the history.
    history.replaceState(null, '', '/');
    setInvitation(null);
    setSaid('');
    setPerson(done.body.person);
  }

  async function signIn() {
    const start = await call<{
      challengeId: string;
      options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
    }>('POST', '/signin/start');
    if (!start.ok) return say(start.error);
    let response: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      response = await startAuthentication({ optionsJSON: start.body.options });
    } catch (error) {
      // Cancelled, or no key for this editor on this device (a new phone): the browser says only NotAllowedError
      // (hosted trial 1 read it raw, in English, on her phone).
      if (error instanceof Error && error.name === 'NotAllowedError')
        return say({
          fr: 'Connexion non faite : cet appareil n’a pas de clé d’accès pour l’éditeur, ou la demande a été annulée. Sur un nouvel appareil, demandez une invitation à un administrateur; sinon, réessayez.',
          en: 'Not signed in: this device has no passkey for the editor, or the request was cancelled. On a new device, ask an administrator for an invitation; otherwise, try again.',
        });
      return say({ fr: `connexion annulée (${String(error)})`, en: `sign-in cancelled (${String(error)})` });
    }
    const done = await call<{ person: Person }>('POST', '/signin/finish', {
      challengeId: start.body.challengeId,
      response,
    });
    if (!done.ok) return say(done.error);
    setSaid('');
    setPerson(done.body.person);
  }

  async function signOut(everywhere: boolean) {
    await call('POST', everywhere ? '/signout/everywhere' : '/signout');
    setPerson(null);
  }

  return (
    <div className="hosted">
      <header className="hosted-bar">
        <strong>{w.title}</strong>
        {person && (
          <span>
            {person.name} ({w.role[person.role]})
          </span>
        )}
        <button type="button" onClick={() => setLang(lang === 'fr' ? 'en' : 'fr')} lang={lang === 'fr' ? 'en' : 'fr'}>
          {w.other}
        </button>
        {person && (
          <>
            <AddDevice lang={lang} say={say} />
            <button type="button" onClick={() => void signOut(false)}>
              {w.signOut}
            </button>
            <button type="button" onClick={() => void signOut(true)}>
              {w.signOutEverywhere}
            </button>
          </>
        )}
      </header>
      <p role="status" className="hosted-said">
        {typeof said === 'string' ? said : said[lang]}
      </p>
      {person === undefined ? (
        <main aria-busy="true">
          <p>{w.loading}</p>
        </main>
      ) : invitation && !person ? (
        <main>
          <h1>{w.welcome}</h1>
          <p>{w.invited}</p>
          <button type="button" onClick={() => void acceptInvitation()}>
            {w.createKey}
          </button>
        </main>
      ) : !person ? (
        <main>
          <h1>{w.title}</h1>
          <button type="button" onClick={() => void signIn()}>
            {w.signIn}
          </button>
        </main>
      ) : (
        <Workspace person={person} lang={lang} say={say} />
      )}
    </div>
  );
}

/** A file's text as main has it, by blob: fetched once per version. */
const mainTexts = new Map<string, { blob: string; text: string }>();
async function mainText(path: string): Promise<{ blob: string; text: string } | Words> {
  const known = mainTexts.get(path);
  if (known) return known;
  const reply = await call<{ blob: string; text: string }>('GET', `/file?path=${encodeURIComponent(path)}`);
  if (!reply.ok) return reply.error;
  mainTexts.set(path, reply.body);
  return reply.body;
}

/** Every draft of this browser as the text it would propose. */
async function draftTexts(): Promise<{ path: string; text: string }[]> {
  const texts: { path: string; text: string }[] = [];
  for (const path of draftFiles()) {
    const draft = readDraft(path);
    if (!draft) continue;
    const base = draft.base ?? (await mainText(path));
    if (typeof base !== 'string' && !('text' in base)) continue;
    texts.push({ path, text: applyEdits(typeof base === 'string' ? base : base.text, draft.edits) });
  }
  return texts;
}

/** How long typing must pause before the drafts are checked by the server (a request per keystroke would queue up). */
const CHECK_AFTER_MS = 400;

function Workspace({ person, lang, say }: { person: Person; lang: Lang; say: (words: Words | string) => void }) {
  const w = t[lang];
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [edits, setEdits] = useState<Edit[]>([]);
  const [options, setOptions] = useState<Options>(() => optionsFrom(null, [], []));
  const [part, setPart] = useState<string>('');
  const [message, setMessage] = useState('');
  // null until the list came: « Aucune proposition » is said only of a list that came empty.
  const [proposals, setProposals] = useState<Proposal[] | null>(null);
  const [pending, setPending] = useState(draftFiles);
  /** The validator's problems with every draft laid over main, as the server found them. */
  const [problems, setProblems] = useState<Problem[]>([]);
  /** Numbers typed that do not read as numbers (kept in their field, never in the draft). */
  const [unread, setUnread] = useState<ReadonlySet<string>>(new Set());
  const [drafted, setDrafted] = useState(0);
  /** The last draft written, and the last one on disk: « Brouillon gardé » is said only when they are the same. */
  const written = useRef(0);
  const [onDisk, setOnDisk] = useState<number | 'failed'>(0);
  const [previewTexts, setPreviewTexts] = useState<{ path: string; text: string }[] | null>(null);
  const previewPictures = useMemo(
    () => (previewTexts ? picturesUsedBy(previewTexts).map((picture) => picture.path) : []),
    [previewTexts],
  );
  const reviewer = person.role !== 'editor';

  const loadProposals = useCallback(async () => {
    const reply = await call<{ proposals: Proposal[] }>('GET', '/proposals');
    // A list that did not come is said so, never shown as « Aucune proposition en attente ».
    if (reply.ok) setProposals(reply.body.proposals);
    else say(reply.error);
  }, [say]);

  useEffect(() => {
    void call<{ files: string[]; entries: FileEntry[]; icons: string[]; options: Options | null }>(
      'GET',
      '/files',
    ).then(async (reply) => {
      if (!reply.ok) return say(reply.error);
      setEntries(reply.body.entries);
      if (reply.body.options) return setOptions(reply.body.options);
      const site = await call<{ text: string }>('GET', `/file?path=site.yaml`);
      if (site.ok) setOptions(optionsFrom(parse(site.body.text), reply.body.files, reply.body.icons));
    });
    void loadProposals();
  }, [loadProposals, say]);

  // Every change is checked by the site's own validator in the Worker (main with the drafts laid over it): problems show at their fields.
  const checked = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drafts live in the browser's store, out of React's sight; `drafted` is the count bumped each time one is stored.
  useEffect(() => {
    const request = ++checked.current;
    const timer = setTimeout(async () => {
      const texts = await draftTexts();
      if (texts.length === 0) return setProblems([]);
      const reply = await call<{ problems: Problem[] }>('POST', '/check', {
        files: texts,
        pictures: picturesUsedBy(texts).map((picture) => picture.path),
      });
      if (request !== checked.current) return;
      if (reply.ok) setProblems(reply.body.problems);
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [drafted]);

  async function open(path: string, focus?: string) {
    const [file, schema] = await Promise.all([
      call<{ path: string; blob: string; text: string }>('GET', `/file?path=${encodeURIComponent(path)}`),
      call<Opened['schema']>('GET', `/schema?kind=${kindOf(path)}&lang=${lang}`),
    ]);
    if (!file.ok) return say(file.error);
    if (!schema.ok) return say(schema.error);
    mainTexts.set(path, { blob: file.body.blob, text: file.body.text });
    const draft = readDraft(path);
    const kept = draft && draft.blob === file.body.blob ? draft : null;
    setOpened({
      path,
      blob: file.body.blob,
      text: kept?.base ?? file.body.text,
      base: kept?.base,
      schema: schema.body,
    });
    setEdits(kept ? kept.edits : []);
    setPart(focus?.split('.')[0] ?? '');
    setPreviewTexts(null);
    if (focus)
      requestAnimationFrame(() => setTimeout(() => document.getElementById(fieldId(pathFromKey(focus)))?.focus(), 50));
  }

  // The form's labels follow the page's language: the open file's schema is asked for again in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a change of language only; open() already asks for the schema of a newly opened file, and every edit changes `opened`.
  useEffect(() => {
    if (!opened) return;
    void call<Opened['schema']>('GET', `/schema?kind=${kindOf(opened.path)}&lang=${lang}`).then(
      (reply) =>
        reply.ok &&
        setOpened((before) => (before && before.path === opened.path ? { ...before, schema: reply.body } : before)),
    );
  }, [lang]);

  // Parsed again only when the file's text changes, not on each schema or edit.
  const openedText = opened?.text;
  const original = useMemo(() => (openedText === undefined ? null : (parse(openedText) as unknown)), [openedText]);
  const data = useMemo(() => edits.reduce((value, edit) => applyEdit(value, edit), original), [original, edits]);
  const defs = useMemo(() => opened?.schema.$defs ?? {}, [opened]);
  const fileProblems = useMemo(
    () => problems.filter((problem) => problem.file === opened?.path),
    [problems, opened?.path],
  );
  const elsewhere = useMemo(
    () => problems.filter((problem) => problem.file !== opened?.path),
    [problems, opened?.path],
  );

  const unreadNumber = useCallback((path: (string | number)[], isUnread: boolean) => {
    const key = dottedPath(path);
    setUnread((before) => {
      if (before.has(key) === isUnread) return before;
      const after = new Set(before);
      if (isUnread) after.add(key);
      else after.delete(key);
      return after;
    });
  }, []);

  const form = useMemo((): FormContext => {
    const edit = (change: Edit) =>
      setEdits((before) => {
        const after = addEdit(before, change);
        if (opened) {
          const write = ++written.current;
          storeDraft(opened.path, {
            blob: opened.blob,
            edits: after,
            ...(opened.base !== undefined ? { base: opened.base } : {}),
          }).then(
            () => setOnDisk((before) => (before === 'failed' ? before : Math.max(before, write))),
            () => setOnDisk('failed'),
          );
        }
        setPending(draftFiles());
        setDrafted((count) => count + 1);
        return after;
      });
    const byPath = new Map<string, Problem[]>();
    for (const problem of fileProblems) byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), problem]);
    return {
      defs,
      options,
      lang,
      problems: byPath,
      set: (path, value) => edit(value === undefined ? { op: 'delete', path } : { op: 'set', path, value }),
      remove: (path) => edit({ op: 'delete', path }),
      insert: (path, index, value) => edit({ op: 'insert', path, index, value }),
      move: (path, from, to) => edit({ op: 'move', path, from, to }),
      unreadNumber,
      // Made web-ready here, kept in this browser with the drafts, sent with the proposal that uses it.
      uploadImage: async (file) => {
        const picture = await webPicture(file);
        if ('error' in picture) return { status: 415, body: { error: picture.error } };
        if (!(await keepPicture(picture)))
          return {
            status: 507,
            body: {
              error: {
                fr: 'ce navigateur n’a plus de place pour garder l’image : proposez d’abord vos autres changements',
                en: 'this browser has no room left to keep the picture: propose your other changes first',
              },
            },
          };
        return { status: 200, body: { src: picture.src, width: picture.width, height: picture.height } };
      },
      pictureAddress,
    };
  }, [defs, options, lang, opened, fileProblems, unreadNumber]);

  async function proposeAll() {
    const chosen = draftFiles();
    const texts = await draftTexts();
    const pictures = picturesUsedBy(texts);
    const reply = await call<{ id: number }>('POST', '/proposals', { message, files: [...texts, ...pictures] });
    if (!reply.ok) {
      if (reply.problems) setProblems(reply.problems);
      return say(reply.error);
    }
    await Promise.all([...chosen.map(forgetDraft), ...pictures.map((picture) => forgetPicture(picture.path))]);
    setPending([]);
    setEdits([]);
    setOpened((before) =>
      before ? { ...before, base: undefined, text: mainTexts.get(before.path)?.text ?? before.text } : before,
    );
    setMessage('');
    setProblems([]);
    say(both((w) => w.proposed(reply.body.id)));
    void loadProposals();
  }

  /** A proposal sent back: its files become drafts again, over main as it is now, to fix and propose anew. */
  async function takeBack(detail: Detail) {
    for (const change of detail.changes) {
      if (change.text === undefined) continue;
      const main = await mainText(change.path);
      if (!('blob' in main)) return say(main);
      await storeDraft(change.path, { blob: main.blob, edits: [], base: change.text });
    }
    setPending(draftFiles());
    setDrafted((count) => count + 1);
    say(both((w) => w.resumed));
    const first = detail.changes.find((change) => change.text !== undefined);
    if (first) await open(first.path);
  }

  const parts =
    opened && kindOf(opened.path) === 'site'
      ? Object.entries(resolve({ $ref: opened.schema.$ref }, defs).properties ?? {})
      : [];
  const shown = parts.find(([key]) => key === part);
  const blocked = problems.length > 0 || unread.size > 0;
  // A price in a problem's place reads by its name (« Forfait entreprise »), as the local editor's trail reads it.
  const priceNames = Object.fromEntries(
    options.prices.flatMap((price) => (price.name ? [[price.value, price.name]] : [])),
  );
  // A file reads by its title, as in the file list; its name stays beside it, small.
  const titleOf = (file: string) => entries.find((entry) => entry.file === file)?.title[lang] ?? file;
  const where = (problem: Problem) =>
    opened && problem.file === opened.path
      ? trailText(trail(opened.schema as TrailSchema, pathFromKey(problem.path), data, lang, priceNames), lang)
      : problem.path;

  return (
    <main className="hosted-work">
      <nav aria-label={w.files}>
        <h2>{w.files}</h2>
        <ul>
          {entries.map(({ file, title }) => (
            <li key={file}>
              <button
                type="button"
                aria-current={opened?.path === file ? 'true' : undefined}
                onClick={() => void open(file)}
              >
                <span lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>{title[lang]}</span> <small>{file}</small>
                {pending.includes(file) ? ' •' : ''}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="hosted-form" aria-label={opened?.path ?? w.choose}>
        {!opened ? (
          <p>{w.choose}</p>
        ) : (
          <>
            <h2>
              {titleOf(opened.path)} <small>{opened.path}</small>
            </h2>
            {(edits.length > 0 || opened.base !== undefined) && (
              <p>{onDisk === 'failed' ? w.draftNotKept : onDisk === written.current ? w.draftKept : w.draftKeeping}</p>
            )}
            {problems.length > 0 && (
              <section className="problems" aria-labelledby="hosted-problems-title">
                <h3 id="hosted-problems-title">{w.problems(problems.length)}</h3>
                <ul>
                  {[...fileProblems, ...elsewhere].map((problem) => (
                    <li key={formatProblem(problem, 'en')}>
                      <button
                        type="button"
                        className="small-button"
                        onClick={() => void open(problem.file, problem.path)}
                      >
                        {problem.file === opened.path ? where(problem) : w.inFile(titleOf(problem.file))}
                      </button>{' '}
                      — {problem.message[lang]}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {parts.length > 0 && (
              <ul className="hosted-parts">
                {parts.map(([key, child]) => (
                  <li key={key}>
                    <button type="button" aria-pressed={part === key} onClick={() => setPart(key)}>
                      {labelOf(child, defs, key)}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <FormProvider value={form}>
              {parts.length > 0 ? (
                shown && (
                  <Field
                    key={`${opened.path}:${part}`}
                    path={[part]}
                    value={(data as Record<string, unknown>)[part]}
                    schema={shown[1]}
                    label={labelOf(shown[1], defs, part)}
                  />
                )
              ) : (
                <Field
                  key={opened.path}
                  path={[]}
                  value={data}
                  schema={{ $ref: opened.schema.$ref }}
                  label={opened.path}
                />
              )}
            </FormProvider>
            {pending.includes(opened.path) && (
              <button type="button" onClick={() => void draftTexts().then(setPreviewTexts)}>
                {w.showPreview}
              </button>
            )}
            {previewTexts && (
              <PagePreview
                lang={lang}
                source={{ files: previewTexts, pictures: previewPictures }}
                file={opened.path}
                name={opened.path}
              />
            )}
            <History path={opened.path} lang={lang} say={say} proposed={() => void loadProposals()} />
          </>
        )}
        {pending.length > 0 && (
          <form
            className="hosted-propose"
            onSubmit={(event) => {
              event.preventDefault();
              if (!blocked) void proposeAll();
            }}
          >
            <label>
              {w.what}
              <textarea
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                required
                minLength={3}
                rows={2}
              />
            </label>
            <p>{pending.join(', ')}</p>
            {blocked && <p id="hosted-blocked">{unread.size > 0 ? w.unread : w.blocked}</p>}
            <button
              type="submit"
              aria-disabled={blocked || undefined}
              aria-describedby={blocked ? 'hosted-blocked' : undefined}
            >
              {w.propose}
            </button>
          </form>
        )}
      </section>
      <div className="hosted-side">
        <Review
          proposals={proposals}
          reviewer={reviewer}
          lang={lang}
          say={say}
          reload={loadProposals}
          takeBack={(detail) => void takeBack(detail)}
          titleOf={titleOf}
        />
        {person.role === 'admin' && <People lang={lang} say={say} />}
      </div>
    </main>
  );
}

// Drafts are read before the first render; a browser that keeps nothing (storage refused) still edits, and says so.
void loadKept()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('hosted')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
