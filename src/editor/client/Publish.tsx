// The “Publier” view: each change in plain words with a checkbox (the editor's own checked, others apart and unchecked; an article's new pictures with it), what is not ready and why, unused pictures to delete, then the publication and, once it went through, only what went live.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Message } from '../../content/messages.ts';
import { formatPlace } from '../../site/problem.ts';
import type {
  Change,
  FileEntry,
  Held,
  NamedProblem,
  Pending,
  Publication,
  PublishResult,
  Sending,
} from '../contract.ts';
import { fileAddress } from './address.ts';
import { api } from './api.ts';
import { LiveFollow, listOf, SENT_EVENT, sendingStarted, sendingStopped } from './LiveStatus.tsx';
import { type UiLang, words } from './words.ts';

type Words = (typeof words)[UiLang];

/** A reply the editor could not read (or no answer) is said where a publication's outcome is, as a refusal. */
const refused = (reason: Message): PublishResult => ({ ok: false, reason, before: [] });

export function Publish({
  lang,
  files,
  drafted,
  onClose,
  onOpen,
  onDeleted,
}: {
  lang: UiLang;
  /** The site's files, to name a publication's files by their titles (trial 14 read « site.yaml » as jargon). */
  files: readonly FileEntry[];
  /** Files with changes not saved yet: never published, and said so above the list (trial 15 read « Rien à publier »). */
  drafted: readonly FileEntry[];
  onClose: () => void;
  onOpen?: (file: string) => void;
  onDeleted?: (file: string) => void;
}) {
  const t = words[lang];
  const named: Named = (list) =>
    listOf(
      list.map((file) => files.find((entry) => entry.file === file)?.title ?? { fr: file, en: file }),
      lang,
    );
  const [pending, setPending] = useState<Pending | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // A path's default (checked when the editor wrote it) is applied once: the marketer's own ticks are kept on refresh.
  const seen = useRef(new Set<string>());
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublishResult | null>(null);
  const [sent, setSent] = useState<({ ok: true } & Sending) | null>(null);
  // What a successful publication carried, as listed when it was chosen: the success view says it in plain words.
  const [wentLive, setWentLive] = useState<Change[] | null>(null);
  const messageId = useId();
  // Why « Vérifier et publier » waits: nothing chosen, or no words yet for what is published.
  const why = chosen.size === 0 ? t.publishNothingChosen : text.trim().length < 3 ? t.publishNeedsMessage : '';
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the top bar while the form is scrolled far down: the panel comes into view, its title holding the focus.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  // What a publication or a sending gave comes into view with the focus (trial 5: on a phone it arrived out of sight, and
  // she thought nothing had happened); a screen reader hears it from its status role.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = outcome.current;
    if ((!result && !sent) || !element) return;
    // In the middle of the window when it fits: the phone's bar above grows as the state of the sending comes in. A
    // publication sent grows as its list of publications comes in: its top is brought up, where the list starts.
    const growing = result?.ok === true && result.pushed;
    element.scrollIntoView({
      block: !growing && element.offsetHeight < window.innerHeight * 0.6 ? 'center' : 'start',
    });
    element.focus({ preventScroll: true });
  }, [result, sent]);

  const refresh = useCallback(async () => {
    const reply = await api.changes();
    if (reply.status === 'error') return setResult(refused(reply.error));
    const body = reply.body;
    setPending(body);
    setChosen((current) => {
      const next = new Set<string>();
      for (const change of [...body.changes, ...body.unused]) {
        // An article's own new pictures go with it, whatever was ticked before.
        const files = [change.file, ...(change.pictures ?? [])];
        if (!seen.current.has(change.file)) {
          seen.current.add(change.file);
          if (change.origin === 'editor' && body.changes.includes(change)) for (const file of files) next.add(file);
        } else if (current.has(change.file)) for (const file of files) next.add(file);
      }
      return next;
    });
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const toggle = (change: Change, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const file of [change.file, ...(change.pictures ?? [])]) {
        if (on) next.add(file);
        else next.delete(file);
      }
      return next;
    });

  async function submit() {
    setBusy(true);
    setResult(null);
    setSent(null);
    const going = pending ? [...pending.changes, ...pending.unused].filter((change) => chosen.has(change.file)) : [];
    sendingStarted();
    const reply = await api.publish(text, [...chosen]);
    setResult(reply.status === 'error' ? refused(reply.error) : reply.body);
    setWentLive(reply.status === 200 && !reply.body.already && !reply.body.pushProblem ? going : null);
    if (reply.status === 200 && reply.body.ok && reply.body.pushed) window.dispatchEvent(new Event(SENT_EVENT));
    else sendingStopped();
    setBusy(false);
    if (reply.status === 200) setText('');
    await refresh();
  }

  async function sendNow() {
    setBusy(true);
    setResult(null);
    sendingStarted();
    const reply = await api.send();
    if (reply.status === 'error') setResult(refused(reply.error));
    else setSent(reply.body);
    if (reply.status === 200 && reply.body.remote && reply.body.pushed) window.dispatchEvent(new Event(SENT_EVENT));
    else sendingStopped();
    setBusy(false);
    await refresh();
  }

  const deleted = async (file: string) => {
    onDeleted?.(file);
    await refresh();
  };

  const yours = pending?.changes.filter((change) => change.origin === 'editor') ?? [];
  const outside = pending?.changes.filter((change) => change.origin === 'outside') ?? [];
  const nothing = pending !== null && pending.changes.length + pending.unused.length + pending.held.length === 0;
  const chosenItems = [...(pending?.changes ?? []), ...(pending?.unused ?? [])].filter((change) =>
    chosen.has(change.file),
  ).length;

  if (result?.ok && wentLive)
    return (
      <section className="publish" aria-labelledby="publish-title">
        <h2 id="publish-title" ref={heading} tabIndex={-1}>
          {t.publishTitle}
        </h2>
        <div role="status" aria-live="polite" className="publish__outcome" ref={outcome} tabIndex={-1}>
          <Success result={result} changes={wentLive} t={t} lang={lang} named={named} />
        </div>
        <p className="publish__actions">
          <button
            type="button"
            className="small-button"
            onClick={() => {
              setResult(null);
              setWentLive(null);
            }}
          >
            {t.publishMore}
          </button>
          <button type="button" className="small-button" onClick={onClose}>
            {t.close}
          </button>
        </p>
      </section>
    );

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h2 id="publish-title" ref={heading} tabIndex={-1}>
        {t.publishTitle}
      </h2>
      {/* Until the list is known, said in words (trial 6: « … » and « Rien de coché » for ten seconds on a loaded machine). */}
      {pending === null && <p className="publish__loading">{t.publishLoading}</p>}
      <LiveFollow t={t} lang={lang} last />
      {pending !== null && pending.unsent.length > 0 && (
        <div className="publish__unsent">
          <p>{t.unsent(pending.unsent.length)}</p>
          <button type="button" className="small-button" disabled={busy} onClick={sendNow}>
            {t.sendNow}
          </button>
        </div>
      )}
      {drafted.length > 0 && (
        <div className="publish__unsaved" role="note">
          <p>
            <strong>{t.unsavedNotPublished(drafted.length)}</strong>
          </p>
          <ul>
            {drafted.map((entry) => (
              <li key={entry.file}>
                <OpenLink file={entry.file} lang={lang} onOpen={onOpen} label={entry.title[lang]} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {nothing && <p>{t.nothingToPublish}</p>}
      {yours.length > 0 && (
        <fieldset className="publish__group">
          <legend>{t.publishYours}</legend>
          <ChangeList changes={yours} chosen={chosen} lang={lang} onToggle={toggle} onOpen={onOpen} />
        </fieldset>
      )}
      {outside.length > 0 && (
        <fieldset className="publish__group publish__group--outside">
          <legend>{t.publishOutside}</legend>
          <p className="field-help">{t.publishOutsideHelp}</p>
          <ChangeList changes={outside} chosen={chosen} lang={lang} onToggle={toggle} onOpen={onOpen} />
        </fieldset>
      )}
      {pending !== null && pending.unused.length > 0 && (
        <fieldset className="publish__group">
          <legend>{t.publishUnused}</legend>
          <p className="field-help">{t.publishUnusedHelp}</p>
          <ChangeList changes={pending.unused} chosen={chosen} lang={lang} onToggle={toggle} onOpen={onOpen} />
          <DeleteButton
            files={pending.unused.map((change) => change.file)}
            label={t.deleteImages(pending.unused.length)}
            question={t.deleteImagesAsk(pending.unused.length)}
            lang={lang}
            onDeleted={deleted}
          />
        </fieldset>
      )}
      {pending !== null && pending.held.length === 0 && pending.changes.length > 0 && (
        <p className="publish__calm">{t.nothingHeld}</p>
      )}
      {pending !== null && pending.held.length > 0 && (
        <section className="publish__held" aria-labelledby="publish-held">
          <h3 id="publish-held">{t.publishHeld}</h3>
          <p className="field-help">{t.publishHeldHelp}</p>
          <ul>
            {pending.held.map((held) => (
              <HeldItem key={held.file} held={held} lang={lang} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      )}
      <div className="field">
        <label htmlFor={messageId}>{t.publishMessage}</label>
        <textarea id={messageId} rows={2} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </div>
      <p className="publish__actions">
        <button
          type="button"
          className="button"
          disabled={busy || why !== ''}
          aria-describedby="publish-why"
          onClick={submit}
        >
          {busy ? t.publishing : t.publish}
        </button>
        {pending !== null && <span className="publish__count">{t.chosenCount(chosenItems)}</span>}
        <button type="button" className="small-button" onClick={onClose}>
          {t.close}
        </button>
      </p>
      {/* Why it is grey, beside it, as Créer says it (trial 12: a message is needed, and nothing said so). */}
      <p id="publish-why" className="new-file__why">
        {busy ? t.publishingGoesOn : why}
      </p>
      <div role="status" aria-live="polite" className="publish__outcome" ref={outcome} tabIndex={-1}>
        {result && <Outcome result={result} t={t} lang={lang} named={named} />}
        {sent && <SendOutcome sent={sent} t={t} lang={lang} />}
      </div>
    </section>
  );
}

function ChangeList({
  changes,
  chosen,
  lang,
  onToggle,
  onOpen,
}: {
  changes: Change[];
  chosen: Set<string>;
  lang: UiLang;
  onToggle: (change: Change, on: boolean) => void;
  onOpen: ((file: string) => void) | undefined;
}) {
  const t = words[lang];
  return (
    <ul className="publish__changes">
      {changes.map((change) => (
        <li key={change.file}>
          <label className="publish__choice">
            <input
              type="checkbox"
              checked={chosen.has(change.file)}
              onChange={(event) => onToggle(change, event.currentTarget.checked)}
            />
            <span>
              <strong>{change.title[lang]}</strong>{' '}
              {/* A file changed elsewhere may be anything: its name says what it is. */}
              {change.origin === 'outside' && !change.title[lang].includes(change.file) && (
                <small>({change.file})</small>
              )}
            </span>
          </label>
          {change.why && <p className="publish__why">{change.why[lang]}</p>}
          <ul>
            {change.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a message, written whole and never moved one by one
              <li key={index}>{line[lang]}</li>
            ))}
            {(change.pictures ?? []).map((picture) => (
              <li key={picture} className="publish__picture">
                {t.pictureWith(picture)}
              </li>
            ))}
          </ul>
          {/* Never deleted from here (it looked like what publishing would do): from its own form, one click away. Said as
              plain information, like the list's other notes (trial 7: in amber it read as a warning). */}
          {change.draft && change.file.endsWith('.yaml') && (
            <p className="publish__item-actions publish__item-actions--end">
              <span className="field-help">{t.draftNew}</span>{' '}
              <OpenLink file={change.file} lang={lang} onOpen={onOpen} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A file not offered: each of its problems named by its field (file:line folded away), and a link to open it (a draft is deleted from there). */
function HeldItem({ held, lang, onOpen }: { held: Held; lang: UiLang; onOpen: ((file: string) => void) | undefined }) {
  const t = words[lang];
  const unfinished = held.problems.every((problem) => problem.rule === 'unfinished');
  return (
    <li>
      {/* A new draft's title is still its TODO text: its file names it better. */}
      {/\bTODO\b/.test(held.title[lang]) ? <strong>{held.file}</strong> : <strong>{held.title[lang]}</strong>} —{' '}
      {unfinished ? t.heldUnfinished : t.heldProblems}
      {held.origin === 'outside' && <span className="publish__why"> {t.heldOutside}</span>}
      <ProblemList problems={held.problems.slice(0, SHOWN)} lang={lang} />
      {held.problems.length > SHOWN && (
        <details>
          <summary>{t.moreProblems(held.problems.length - SHOWN)}</summary>
          <ProblemList problems={held.problems.slice(SHOWN)} lang={lang} />
        </details>
      )}
      <ProblemPlaces problems={held.problems} lang={lang} />
      {held.draft && <p className="publish__why">{t.draftKept}</p>}
      <p className="publish__item-actions">
        <OpenLink file={held.file} lang={lang} onOpen={onOpen} />
      </p>
    </li>
  );
}

/** « Ouvrir »: a link to the file's own address in the editor, opened in place (a new tab works too). */
function OpenLink({
  file,
  lang,
  onOpen,
  label,
}: {
  file: string;
  lang: UiLang;
  onOpen: ((file: string) => void) | undefined;
  /** The link's words: « Ouvrir » by default. */
  label?: string;
}) {
  return (
    <a
      href={fileAddress(file)}
      onClick={(event) => {
        if (!onOpen || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        onOpen(file);
      }}
    >
      {label ?? words[lang].openFile}
    </a>
  );
}

/** A draft just created holds a dozen TODO texts: the first few show, the rest one click away. */
const SHOWN = 3;

/**
 * Problems as a marketer reads them: the field's name and the sentence. Where they are in the file (file:line:col, as
 * validate prints it) waits under « Détails techniques » (ProblemPlaces) for whoever opens the file in a text editor.
 */
function ProblemList({ problems, lang }: { problems: NamedProblem[]; lang: UiLang }) {
  return (
    <ul className="publish__problems">
      {problems.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: messages, recomputed whole after each check and never moved one by one
        <li key={index}>
          {problem.field && (
            <>
              <strong>{problem.field[lang]}</strong> —{' '}
            </>
          )}
          {problem.message[lang]}
        </li>
      ))}
    </ul>
  );
}

function ProblemPlaces({ problems, lang }: { problems: NamedProblem[]; lang: UiLang }) {
  return (
    <details className="technical">
      <summary>{words[lang].technicalDetails}</summary>
      <pre>{problems.map((problem) => formatPlace(problem, lang)).join('\n')}</pre>
    </details>
  );
}

/** Deletes files after a native modal question; the safe answer has the keyboard, and Escape keeps them. */
export function DeleteButton({
  files,
  label,
  question,
  lang,
  onDeleted,
}: {
  files: string[];
  label: string;
  question: string;
  lang: UiLang;
  onDeleted: (file: string) => void;
}) {
  const t = words[lang];
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState('');
  const questionId = useId();
  async function remove() {
    for (const file of files) {
      const reply = await api.remove(file);
      if (reply.status !== 200) {
        setError(reply.status === 422 ? reply.body.reason[lang] : reply.error[lang]);
        return;
      }
      onDeleted(file);
    }
    dialog.current?.close();
  }
  return (
    <>
      <button
        type="button"
        className="small-button small-button--danger"
        onClick={() => {
          setError('');
          dialog.current?.showModal();
          keep.current?.focus();
        }}
      >
        {label}
      </button>
      <dialog ref={dialog} className="confirm" aria-labelledby={questionId}>
        <p id={questionId}>{question}</p>
        {error && (
          <p className="field-problems" role="alert">
            {error}
          </p>
        )}
        <div className="confirm__actions">
          <button type="button" className="small-button small-button--danger" onClick={remove}>
            {t.deleteYes}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: in a <dialog>, autofocus is how the platform picks what has the focus when it opens */}
          <button ref={keep} type="button" className="small-button" autoFocus onClick={() => dialog.current?.close()}>
            {t.deleteNo}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** Files named by their titles, as one list in the editor's language. */
type Named = (files: readonly string[]) => string;

function Earlier({ before, t, named }: { before: Publication[]; t: Words; named: Named }) {
  return (
    <>
      {before.map((publication) => (
        <p key={publication.commit}>{t.publishedBefore(named(publication.files), publication.message)}</p>
      ))}
    </>
  );
}

function Outcome({ result, t, lang, named }: { result: PublishResult; t: Words; lang: UiLang; named: Named }) {
  if (result.ok && result.already) {
    const went = result.before.find((publication) => publication.commit === result.commit);
    return <p className="publish__done">{t.alreadyPublished(named(result.files), went?.message ?? '')}</p>;
  }
  if (result.ok && !result.pushProblem)
    return (
      <>
        <Earlier before={result.before} t={t} named={named} />
        <p className="publish__done">
          {result.pushed ? t.sentWaiting : t.published} {t.publishedFiles(named(result.files))}
        </p>
      </>
    );
  return (
    <div className="problems">
      <Earlier before={result.before} t={t} named={named} />
      {result.ok ? (
        <>
          <p>
            <strong>{t.publishedHere}</strong> {result.pushProblem![lang]}
          </p>
          {result.remoteLines && result.remoteLines.length > 0 && (
            <>
              <p>{t.serverSaid}</p>
              <pre className="publish__remote">{result.remoteLines.join('\n')}</pre>
            </>
          )}
          <p>{t.notLost}</p>
        </>
      ) : (
        <>
          <p>{result.reason[lang]}</p>
          {result.problems && result.problems.length > 0 && (
            <>
              <ProblemList problems={result.problems} lang={lang} />
              <ProblemPlaces problems={result.problems} lang={lang} />
            </>
          )}
        </>
      )}
      {result.details && (
        <details>
          <summary>{t.technicalDetails}</summary>
          <pre>{result.details.join('\n')}</pre>
        </details>
      )}
    </div>
  );
}

/** A publication that went through, and only it: what went in, in plain words, and where each page is on the site. */
function Success({
  result,
  changes,
  t,
  lang,
  named,
}: {
  result: PublishResult & { ok: true };
  changes: Change[];
  t: Words;
  lang: UiLang;
  named: Named;
}) {
  return (
    <>
      <Earlier before={result.before} t={t} named={named} />
      {result.pushed ? <LiveFollow t={t} lang={lang} /> : <p className="publish__done">{t.published}</p>}
      {result.details && (
        <details>
          <summary>{t.technicalDetails}</summary>
          <pre>{result.details.join('\n')}</pre>
        </details>
      )}
      <h3 className="publish__went">{t.wentLive}</h3>
      <ul className="publish__changes publish__changes--live">
        {changes.map((change) => (
          <li key={change.file}>
            <strong>{change.title[lang]}</strong>
            <ul>
              {change.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a message, written whole and never moved one by one
                <li key={index}>{line[lang]}</li>
              ))}
              {(change.pictures ?? []).map((picture) => (
                <li key={picture}>{t.pictureWith(picture)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

function SendOutcome({ sent, t, lang }: { sent: { ok: true } & Sending; t: Words; lang: UiLang }) {
  if (!sent.remote) return <p>{t.noRemote}</p>;
  if (sent.pushed) return <p className="publish__done">{t.sent}</p>;
  return (
    <div className="problems">
      <p>
        <strong>{t.notSent}</strong> {sent.pushProblem[lang]}
      </p>
      {sent.remoteLines.length > 0 && (
        <>
          <p>{t.serverSaid}</p>
          <pre className="publish__remote">{sent.remoteLines.join('\n')}</pre>
        </>
      )}
      <details>
        <summary>{t.technicalDetails}</summary>
        <pre>{sent.details.join('\n')}</pre>
      </details>
    </div>
  );
}
