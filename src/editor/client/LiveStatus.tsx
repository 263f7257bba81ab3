// The live site's state of the last publication sent: the editor bar's badge (always in view) and the Publier panel's account, both from one follow.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type LiveWatch, oldestWaiting, publicationOf } from '../contract.ts';
import { api } from './api.ts';
import { type Phase, phaseOf, secondsBetween } from './slow-publication.ts';
import { type Folding, type UiLang, words } from './words.ts';

type Words = (typeof words)[UiLang];

/** While the live site is followed, the page asks the editor's own server this often (the server asks the live site every 10 s). */
const LIVE_REFRESH_MS = 2_000;
/**
 * Once settled (online, late, nothing sent) it is still asked, less often: another tab or device on the same editor's
 * server may publish, and this bar must then say « Envoyé » within seconds, never keep an older « En ligne ✓ ».
 */
const SETTLED_REFRESH_MS = 3_000;
/** Said by the Publier panel when a publication was just sent (its follow as detail, when known): the bar says it at once. */
export const SENT_EVENT = 'editor:sent';

/** One follow for the whole page (the bar and the Publier panel say the same thing): undefined until the server first answered. */
const follow = {
  watch: undefined as LiveWatch | null | undefined,
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  /** Each question numbered: an answer overtaken by a later question (a publication sent meanwhile) is dropped. */
  asked: 0,
  /** Publier pressed and its answer not yet followed: the bar says « Envoi en cours… », never the state before. */
  sending: false,
  /** The first question whose answer ends the sending (asked once the server said it was sent); 0 while none is. */
  endsSending: 0,
};

const notify = () => {
  for (const listener of follow.listeners) listener();
};

function tell(watch: LiveWatch | null) {
  follow.watch = watch;
  notify();
}

/** Publier (or « Envoyer maintenant ») was pressed: said in the bar at once (trial 7: « En ligne ✓ » stayed while it built). */
export function sendingStarted() {
  follow.sending = true;
  follow.endsSending = 0;
  notify();
}

/** The server answered without sending anything (refused, kept here, nothing to publish): the bar says its state again. */
export function sendingStopped() {
  follow.sending = false;
  notify();
}

async function ask() {
  clearTimeout(follow.timer);
  const number = ++follow.asked;
  const reply = await api.live();
  if (number !== follow.asked || follow.listeners.size === 0) return;
  // The first answer after the server sent it says « Envoyé »: the sending ends with it, whatever it says.
  if (follow.sending && follow.endsSending > 0 && number >= follow.endsSending) follow.sending = false;
  // An editor's server that does not answer says nothing about the live site: the last answer stays.
  if (reply.status === 200) tell(reply.body.live);
  else notify();
  const next = follow.watch?.state === 'waiting' ? LIVE_REFRESH_MS : SETTLED_REFRESH_MS;
  follow.timer = setTimeout(() => void (document.hidden ? undefined : ask()), next);
}

function onSent(event: Event) {
  const sent = event instanceof CustomEvent ? (event.detail as LiveWatch | null | undefined) : undefined;
  if (sent) {
    // The answer to Publier is the new state: any question still on its way is older.
    follow.asked += 1;
    follow.sending = false;
    tell(sent);
  }
  void ask();
  follow.endsSending = follow.asked;
}

const onVisible = () => {
  if (!document.hidden) void ask();
};

function subscribe(listener: () => void) {
  follow.listeners.add(listener);
  if (follow.listeners.size === 1) {
    window.addEventListener(SENT_EVENT, onSent);
    document.addEventListener('visibilitychange', onVisible);
    void ask();
  }
  return () => {
    follow.listeners.delete(listener);
    if (follow.listeners.size > 0) return;
    clearTimeout(follow.timer);
    follow.asked += 1;
    window.removeEventListener(SENT_EVENT, onSent);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The latest publication sent through the editor's server (from any tab), as it last said: undefined before its first answer. */
function useLiveWatch(): LiveWatch | null | undefined {
  return useSyncExternalStore(subscribe, () => follow.watch);
}

/** Whether a publication pressed in this page is on its way to the editor's server and back. */
const useSending = (): boolean => useSyncExternalStore(subscribe, () => follow.sending);

/** Newest first: the latest publication, then those sent before it (trial 14 wanted « a list of my publications »). */
const rowsOf = (watch: LiveWatch) => [publicationOf(watch), ...[...(watch.earlier ?? [])].reverse()];

/** The publication followed, with its phase and the seconds since the oldest one still waiting was sent, counted every second while it waits. */
function usePhase(watch: LiveWatch | null | undefined): { phase: Phase | undefined; elapsed: number; now: number } {
  const running = watch?.state === 'waiting';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  if (!watch) return { phase: undefined, elapsed: 0, now };
  // A new answer (the server's every 2 s) may come between two ticks: the phase is judged at the later of the two times.
  const at = Math.max(now, Date.now());
  const since = oldestWaiting(watch);
  return { phase: phaseOf({ ...watch, since }, at), elapsed: secondsBetween(since, at), now: at };
}

/** A time of day; with its day when not today (trial 13: « depuis 23 h 23 » would read wrong the next morning). */
export const clock = (iso: string | undefined, lang: UiLang) => {
  if (!iso) return '';
  const when = new Date(iso);
  const today = when.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    ...(today ? {} : { day: 'numeric', month: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(when);
};

/** Titles as one list in the editor's language (« A, B et C », “A, B and C”). */
export const listOf = (titles: readonly { fr: string; en: string }[], lang: UiLang) =>
  new Intl.ListFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { type: 'conjunction' }).format(
    titles.map((title) => title[lang]),
  );

/**
 * The bar's words, whole where there is room; on a phone the { more } parts fold away (editor.css: display none, so read by
 * no one) and the bar keeps to one line (trial 7: « Envoyé, en attente du site en ligne… 48 s » made it 134 px tall).
 */
function Folded({ parts }: { parts: Folding }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, written whole and never moved
          <span key={index} className="fold">
            {part.more}
          </span>
        ),
      )}
    </>
  );
}

/**
 * In the editor's bar, beside « Publier »: where the last publication is (waiting for the live site, online since a time
 * of day, not online), in view whatever is open; once online, a link to the page being edited on the live site.
 */
export function LiveBadge({
  lang,
  onOpen,
  address,
}: {
  lang: UiLang;
  onOpen: () => void;
  /** The open page's addresses on the site; none (the settings, nothing open): the live site's home in the editor's language. */
  address?: { fr: string; en: string } | undefined;
}) {
  const t = words[lang];
  const watch = useLiveWatch();
  const sending = useSending();
  const { phase, elapsed } = usePhase(watch);
  if (sending)
    return (
      <button type="button" className="live-badge live-badge--sending" onClick={onOpen} aria-live="polite">
        <Folded parts={t.badgeSending} />
      </button>
    );
  // Before the first answer, no verdict: only that it is being checked.
  if (watch === undefined)
    return (
      <span className="live-badge live-badge--checking" aria-live="polite">
        <Folded parts={t.badgeChecking} />
      </span>
    );
  if (watch === null || phase === undefined) return null;
  const label = {
    live: () => t.badgeLive(clock(watch.liveAt, lang)),
    late: () => t.badgeLate,
    down: () => t.badgeUnreachable,
    // Past the usual time, whole minutes: calmer than seconds ticking, and it fits a phone's bar.
    slow: () => t.badgeSlow(t.duration(60 * Math.floor(elapsed / 60))),
    goingLive: () => t.badgeGoingLive(t.duration(elapsed)),
    waiting: () => t.badgeWaiting(t.duration(elapsed), clock(oldestWaiting(watch), lang)),
  }[phase]();
  // An earlier publication online on its own while this one waits says so in the bar too, not only in the panel (trial
  // 13: her article went online while her FAQ waited, and the bar never said it).
  const earlierLive =
    watch.state === 'waiting'
      ? (watch.earlier ?? []).filter((one) => one.liveAt && Date.parse(one.liveAt) >= Date.parse(watch.since))
      : [];
  const shown: Folding =
    earlierLive.length > 0 ? [...label, { more: t.badgeEarlierLive(clock(earlierLive.at(-1)!.since, lang)) }] : label;
  // Colours: going live is still waiting (calm); a site down past the usual time is as red as « late ».
  const look = phase === 'goingLive' ? 'waiting' : phase === 'down' ? 'late' : phase;
  return (
    <>
      <button type="button" className={`live-badge live-badge--${look}`} onClick={onOpen} aria-live="polite">
        <Folded parts={shown} />
      </button>
      {watch.state === 'live' && (
        <a
          className="live-link"
          href={`${watch.liveUrl}${address?.[lang] ?? (lang === 'fr' ? '/' : '/en')}`}
          target="_blank"
          rel="noopener noreferrer"
          title={t.seeLiveHint}
        >
          <Folded parts={t.seeLive} />
        </a>
      )}
    </>
  );
}

/**
 * The publications sent from this editor, newest first, each with its time, what it carried and its own state: online
 * since a time of day with its pages on the live site, or how long it has waited. Under the list, what the latest's wait
 * means (usual, slower than usual, late, live site down). `last` shows it above the list of changes, once something was sent.
 */
export function LiveFollow({ t, lang, last = false }: { t: Words; lang: UiLang; last?: boolean }) {
  const watch = useLiveWatch();
  const { phase, elapsed, now } = usePhase(watch);
  if (!watch) return last ? null : <p className="publish__sent">{t.sentWaiting}</p>;
  return (
    <div className={`publish__live publish__live--${watch.state}`}>
      {/* Just sent (the outcome of Publier): said first, in one sentence. */}
      {!last && watch.state === 'waiting' && <p className="publish__sent">{t.sentWaiting}</p>}
      <h3 className="publish__history">{t.publications}</h3>
      <ol className="publish__publications">
        {rowsOf(watch).map((row, index) => (
          <li key={row.full} className={row.liveAt ? 'publication publication--live' : 'publication'}>
            {/* Named by its time and titles, not its commit (trial 14 read « (f891012) » as jargon): the commit is under the details. */}
            <p>
              <strong>{clock(row.since, lang)}</strong> —{' '}
              {/* Her own words first (trial 15 read « 8 h 10 — Réglages du site »), what it changed after. */}
              {row.words && row.titles.length > 0
                ? t.publicationWords(row.words, listOf(row.titles, lang))
                : (row.words ?? listOf(row.titles, lang))}
            </p>
            <p className={row.liveAt ? 'publish__done' : 'publication__waiting'}>
              {row.liveAt
                ? t.rowLive(clock(row.liveAt, lang))
                : index === 0 && watch.state === 'late'
                  ? t.rowLate
                  : t.rowWaiting(t.duration(secondsBetween(row.since, now)))}
            </p>
            {row.liveAt && row.pages.length > 0 && (
              <p className="publish__links">
                {row.pages.map((page) => (
                  <span key={page.file} className="publish__link">
                    {t.seePage} <strong>{page.title[lang]}</strong> —{' '}
                    <a href={page.live.fr} target="_blank" rel="noopener noreferrer">
                      {t.inFrench}
                    </a>{' '}
                    ·{' '}
                    <a href={page.live.en} target="_blank" rel="noopener noreferrer">
                      {t.inEnglish}
                    </a>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ol>
      {watch.state === 'live' && (
        <p className="publish__links">
          <span className="publish__link">
            {t.liveSiteLink}{' '}
            <a href={`${watch.liveUrl}/`} target="_blank" rel="noopener noreferrer">{`${watch.liveUrl}/`}</a>
          </span>
        </p>
      )}
      {watch.state === 'waiting' && (
        <>
          <p>
            {/* Past the usual time « Comptez quelques minutes » no longer holds: the sentence below says what does. */}
            {(phase === 'waiting' || phase === 'goingLive') &&
              `${
                watch.previousMs !== undefined
                  ? t.previousTook(t.duration(Math.round(watch.previousMs / 1000)))
                  : t.usuallyTakes
              } ${t.whileWaiting} `}
            {t.badgeHint}
          </p>
          {phase === 'goingLive' && <p className="publish__going">{t.goingLive}</p>}
          {/* Calm, not red: nothing has failed and there is nothing to do yet (trial 8). */}
          {phase === 'slow' && (
            <p className="publish__slow">
              <strong>
                {t.slowWarning(
                  t.duration(60 * Math.floor(elapsed / 60)),
                  watch.previousMs !== undefined ? t.duration(Math.round(watch.previousMs / 1000)) : undefined,
                  Math.round(watch.limit / 60_000),
                )}
              </strong>
            </p>
          )}
        </>
      )}
      {watch.state === 'late' && (
        <p className="publish__late">
          <strong>{t.liveLate(Math.round(watch.limit / 60_000))}</strong>
        </p>
      )}
      {phase === 'down' && (
        <p className="publish__late">
          <strong>
            {t.liveDown(
              watch.liveUrl,
              t.duration(
                60 * Math.floor((watch.unreachableSince ? secondsBetween(watch.unreachableSince, now) : 0) / 60),
              ),
            )}
          </strong>{' '}
          {t.liveDownRetry(Math.round(watch.every / 1000))}
        </p>
      )}
      <details>
        <summary>{t.technicalDetails}</summary>
        <pre>
          {[t.liveDetails(watch.full, watch.online, watch.liveUrl), ...(watch.problem ? [watch.problem] : [])].join(
            '\n',
          )}
        </pre>
      </details>
    </div>
  );
}
