// The hosted editor's page: an invitation's link turned into a passkey, passkey sign-in, the content's files edited with the local editor's own form (drafts kept in this browser), Proposer, and the publishers' review (Publier / Renvoyer).
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { parse } from 'yaml';
import { Field, type FormContext, FormProvider, labelOf, resolve, type Schema } from '../../editor/client/Form.tsx';
import { addEdit, applyEdit } from '../../editor/client/state.ts';
import type { Edit, Options } from '../../editor/contract.ts';
import { applyEdits } from '../../editor/yaml-edit.ts';
import { call, type Person, type Words } from './calls.ts';
import { draftFiles, forgetDraft, readDraft, storeDraft } from './drafts.ts';
import '../../editor/client/editor.css';

type Lang = 'fr' | 'en';
const t = {
  fr: {
    title: 'Éditeur du site',
    welcome: 'Bienvenue',
    invited:
      'Créez votre clé d’accès : votre appareil vous la demandera (empreinte, visage ou code). Aucun mot de passe.',
    createKey: 'Créer ma clé d’accès',
    signIn: 'Se connecter avec ma clé d’accès',
    signOut: 'Se déconnecter',
    signOutEverywhere: 'Se déconnecter partout',
    other: 'English',
    files: 'Fichiers',
    choose: 'Choisissez un fichier à modifier.',
    draftKept: 'Brouillon gardé dans ce navigateur',
    what: 'Ce que vous changez, en quelques mots',
    propose: 'Proposer',
    proposed: (id: number) => `Proposition n° ${id} envoyée pour révision.`,
    review: 'Propositions à publier',
    mine: 'Mes propositions',
    none: 'Aucune proposition en attente.',
    by: 'par',
    publish: 'Publier',
    sendBack: 'Renvoyer',
    comment: 'Commentaire pour la personne',
    published: (commit: string) => `Publié (${commit.slice(0, 7)}).`,
    returned: 'Renvoyée.',
    status: { open: 'en attente', published: 'publiée', returned: 'renvoyée' },
    role: { editor: 'rédaction', publisher: 'publication', admin: 'administration' },
    line: 'ligne',
  },
  en: {
    title: 'Site editor',
    welcome: 'Welcome',
    invited: 'Create your passkey: your device will ask for it (fingerprint, face or PIN). No password.',
    createKey: 'Create my passkey',
    signIn: 'Sign in with my passkey',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    other: 'Français',
    files: 'Files',
    choose: 'Choose a file to edit.',
    draftKept: 'Draft kept in this browser',
    what: 'What you are changing, in a few words',
    propose: 'Propose',
    proposed: (id: number) => `Proposal #${id} sent for review.`,
    review: 'Proposals to publish',
    mine: 'My proposals',
    none: 'No proposal waiting.',
    by: 'by',
    publish: 'Publish',
    sendBack: 'Send back',
    comment: 'Comment for the person',
    published: (commit: string) => `Published (${commit.slice(0, 7)}).`,
    returned: 'Sent back.',
    status: { open: 'waiting', published: 'published', returned: 'sent back' },
    role: { editor: 'editor', publisher: 'publisher', admin: 'admin' },
    line: 'line',
  },
} as const;

type Proposal = {
  id: number;
  by: { email: string; name: string };
  message: string;
  status: 'open' | 'published' | 'returned';
  comment: string | null;
  files: string[];
};
type Detail = { changes: { path: string; lines: { line: number; before: string; after: string }[] }[] };
type Opened = { path: string; blob: string; text: string; schema: Schema & { $defs?: Record<string, Schema> } };

const kindOf = (file: string) => (file === 'site.yaml' ? 'site' : file.startsWith('pages/blog/') ? 'post' : 'page');
const invitationToken = () => new URLSearchParams(location.hash.slice(1)).get('invitation');

/** What the form's pickers offer, read from site.yaml itself (the hosted server has no built site to ask). */
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
    icons,
  };
}

function App() {
  // French unless this person chose English here before.
  const [lang, setLang] = useState<Lang>(() => (localStorage.getItem('hosted-lang') === 'en' ? 'en' : 'fr'));
  const w = t[lang];
  const [person, setPerson] = useState<Person | null | undefined>(undefined);
  // Kept in both languages when it can be, and shown in the one chosen now.
  const [said, setSaid] = useState<Words | string>('');
  const [invitation, setInvitation] = useState(invitationToken);
  const say = setSaid;

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
      return say(
        lang === 'fr'
          ? `la clé d’accès n’a pas été créée (${String(error)})`
          : `the passkey was not created (${String(error)})`,
      );
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
      return say(lang === 'fr' ? `connexion annulée (${String(error)})` : `sign-in cancelled (${String(error)})`);
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
      {person === undefined ? null : invitation && !person ? (
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

function Workspace({ person, lang, say }: { person: Person; lang: Lang; say: (words: Words | string) => void }) {
  const w = t[lang];
  const [files, setFiles] = useState<string[]>([]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [edits, setEdits] = useState<Edit[]>([]);
  const [options, setOptions] = useState<Options>(() => optionsFrom(null, [], []));
  const [part, setPart] = useState<string>('');
  const [message, setMessage] = useState('');
  const [proposals, setProposals] = useState<Proposal[]>([]);
  const [pending, setPending] = useState(draftFiles);
  const reviewer = person.role !== 'editor';

  const loadProposals = useCallback(async () => {
    const reply = await call<{ proposals: Proposal[] }>('GET', '/proposals');
    if (reply.ok) setProposals(reply.body.proposals);
  }, []);

  useEffect(() => {
    void call<{ files: string[]; icons: string[] }>('GET', '/files').then(async (reply) => {
      if (!reply.ok) return say(reply.error);
      setFiles(reply.body.files);
      const site = await call<{ text: string }>('GET', `/file?path=site.yaml`);
      if (site.ok) setOptions(optionsFrom(parse(site.body.text), reply.body.files, reply.body.icons));
    });
    void loadProposals();
  }, [loadProposals, say]);

  async function open(path: string) {
    const [file, schema] = await Promise.all([
      call<{ path: string; blob: string; text: string }>('GET', `/file?path=${encodeURIComponent(path)}`),
      call<Opened['schema']>('GET', `/schema?kind=${kindOf(path)}&lang=${lang}`),
    ]);
    if (!file.ok) return say(file.error);
    if (!schema.ok) return say(schema.error);
    const draft = readDraft(path);
    setOpened({ path, blob: file.body.blob, text: file.body.text, schema: schema.body });
    setEdits(draft && draft.blob === file.body.blob ? draft.edits : []);
    setPart('');
  }

  const original = useMemo(() => (opened ? (parse(opened.text) as unknown) : null), [opened]);
  const data = useMemo(() => edits.reduce((value, edit) => applyEdit(value, edit), original), [original, edits]);
  const defs = useMemo(() => opened?.schema.$defs ?? {}, [opened]);

  const form = useMemo((): FormContext => {
    const edit = (change: Edit) =>
      setEdits((before) => {
        const after = addEdit(before, change);
        if (opened) storeDraft(opened.path, { blob: opened.blob, edits: after });
        setPending(draftFiles());
        return after;
      });
    return {
      defs,
      options,
      lang,
      problems: new Map(),
      set: (path, value) => edit(value === undefined ? { op: 'delete', path } : { op: 'set', path, value }),
      remove: (path) => edit({ op: 'delete', path }),
      insert: (path, index, value) => edit({ op: 'insert', path, index, value }),
      move: (path, from, to) => edit({ op: 'move', path, from, to }),
      unreadNumber: () => undefined,
      // Pictures are not proposed from the hosted page yet (this slice): said plainly where the local editor would upload.
      uploadImage: async () => ({
        status: 501,
        body: {
          error: {
            fr: 'ajouter une image n’est pas encore possible dans l’éditeur en ligne : utilisez l’éditeur local',
            en: 'adding a picture is not possible in the online editor yet: use the local editor',
          },
        },
      }),
    };
  }, [defs, options, lang, opened]);

  async function proposeAll() {
    const chosen = draftFiles();
    const texts: { path: string; text: string }[] = [];
    for (const path of chosen) {
      const draft = readDraft(path);
      const base = await call<{ text: string; blob: string }>('GET', `/file?path=${encodeURIComponent(path)}`);
      if (!draft || !base.ok) continue;
      texts.push({ path, text: applyEdits(base.body.text, draft.edits) });
    }
    const reply = await call<{ id: number }>('POST', '/proposals', { message, files: texts });
    if (!reply.ok) return say(reply.error);
    for (const path of chosen) forgetDraft(path);
    setPending([]);
    setEdits([]);
    setMessage('');
    say(w.proposed(reply.body.id));
    void loadProposals();
  }

  const parts =
    opened && kindOf(opened.path) === 'site'
      ? Object.entries(resolve({ $ref: opened.schema.$ref }, defs).properties ?? {})
      : [];
  const shown = parts.find(([key]) => key === part);

  return (
    <main className="hosted-work">
      <nav aria-label={w.files}>
        <h2>{w.files}</h2>
        <ul>
          {files
            .filter((file) => file.endsWith('.yaml'))
            .map((file) => (
              <li key={file}>
                <button
                  type="button"
                  aria-current={opened?.path === file ? 'true' : undefined}
                  onClick={() => void open(file)}
                >
                  {file}
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
            <h2>{opened.path}</h2>
            {edits.length > 0 && <p>{w.draftKept}</p>}
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
          </>
        )}
        {pending.length > 0 && (
          <form
            className="hosted-propose"
            onSubmit={(event) => {
              event.preventDefault();
              void proposeAll();
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
            <button type="submit">{w.propose}</button>
          </form>
        )}
      </section>
      <Review proposals={proposals} reviewer={reviewer} lang={lang} say={say} reload={loadProposals} />
    </main>
  );
}

function Review({
  proposals,
  reviewer,
  lang,
  say,
  reload,
}: {
  proposals: Proposal[];
  reviewer: boolean;
  lang: Lang;
  say: (words: Words | string) => void;
  reload: () => Promise<void>;
}) {
  const w = t[lang];
  const [details, setDetails] = useState<Record<number, Detail>>({});
  const [comments, setComments] = useState<Record<number, string>>({});
  // Each open proposal's details are asked for once (again only if the answer was an error).
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (!reviewer) return;
    for (const proposal of proposals) {
      if (proposal.status !== 'open' || asked.current.has(proposal.id)) continue;
      asked.current.add(proposal.id);
      void call<Detail>('GET', `/proposal?id=${proposal.id}`).then((reply) => {
        if (reply.ok) setDetails((before) => ({ ...before, [proposal.id]: reply.body }));
        else asked.current.delete(proposal.id);
      });
    }
  }, [proposals, reviewer]);

  async function decide(id: number, how: 'publish' | 'return') {
    const reply = await call<{ commit?: string }>('POST', `/proposals/${how}`, {
      id,
      ...(how === 'return' ? { comment: comments[id] ?? '' } : {}),
    });
    if (!reply.ok) return say(reply.error);
    say(how === 'publish' ? w.published(reply.body.commit ?? '') : w.returned);
    await reload();
  }

  const shown = reviewer ? proposals.filter((proposal) => proposal.status === 'open') : proposals;
  return (
    <section className="hosted-review" aria-labelledby="hosted-review-title">
      <h2 id="hosted-review-title">{reviewer ? w.review : w.mine}</h2>
      {shown.length === 0 && <p>{w.none}</p>}
      <ul>
        {shown.map((proposal) => (
          <li key={proposal.id} aria-label={`${proposal.message} — ${proposal.by.name}`}>
            <p>
              <strong>{proposal.message}</strong> — {w.by} {proposal.by.name} ({w.status[proposal.status]})
            </p>
            {proposal.comment ? <p>{proposal.comment}</p> : null}
            <ul>
              {(details[proposal.id]?.changes ?? proposal.files.map((path) => ({ path, lines: [] }))).map((change) => (
                <li key={change.path}>
                  {change.path}
                  {change.lines.map((line) => (
                    <div key={line.line} className="hosted-line">
                      {w.line} {line.line} : <del>{line.before.trim()}</del> → <ins>{line.after.trim()}</ins>
                    </div>
                  ))}
                </li>
              ))}
            </ul>
            {reviewer && proposal.status === 'open' && (
              <>
                <button type="button" onClick={() => void decide(proposal.id, 'publish')}>
                  {w.publish}
                </button>
                <label>
                  {w.comment}
                  <input
                    value={comments[proposal.id] ?? ''}
                    onChange={(event) => setComments((before) => ({ ...before, [proposal.id]: event.target.value }))}
                  />
                </label>
                <button type="button" onClick={() => void decide(proposal.id, 'return')}>
                  {w.sendBack}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

createRoot(document.getElementById('hosted')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
