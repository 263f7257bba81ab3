// The live site's state of the last publication sent: the editor bar's badge (always in view) and the Publier panel's account, both from one follow.
import { useEffect, useState } from 'react';
import type { LiveWatch } from '../contract.ts';
import { api } from './api.ts';
import { slowerThanUsual } from './slow-publication.ts';
import { type UiLang, words } from './words.ts';

type Words = (typeof words)[UiLang];

/** While the live site is followed, the page asks the editor's own server this often (the server asks the live site every 10 s). */
const LIVE_REFRESH_MS = 2_000;
/** Said by the Publier panel when a publication was just sent: the badge starts following it at once. */
export const SENT_EVENT = 'editor:sent';

/** The follow of the last publication as the editor's server has it, asked again while it waits and after each sending. */
function useLiveWatch(): LiveWatch | null {
  const [watch, setWatch] = useState<LiveWatch | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    const ask = async () => {
      clearTimeout(timer);
      const reply = await api.live();
      if (gone) return;
      const now = reply.status === 200 ? reply.body.live : null;
      setWatch(now);
      // Asked again only while the server still waits for the live site: nothing runs once it is settled.
      if (now?.state === 'waiting') timer = setTimeout(() => void ask(), LIVE_REFRESH_MS);
    };
    const sent = () => void ask();
    void ask();
    window.addEventListener(SENT_EVENT, sent);
    return () => {
      gone = true;
      clearTimeout(timer);
      window.removeEventListener(SENT_EVENT, sent);
    };
  }, []);
  return watch;
}

/** Seconds since `since`, counted again every second while `running`. */
function useElapsed(since: string | undefined, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return since ? Math.max(0, Math.round((now - Date.parse(since)) / 1000)) : 0;
}

const clock = (iso: string | undefined, lang: UiLang) =>
  iso
    ? new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { hour: 'numeric', minute: '2-digit' }).format(
        new Date(iso),
      )
    : '';

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
  const elapsed = useElapsed(watch?.since, watch?.state === 'waiting');
  if (watch === null) return null;
  const slow = watch.state === 'waiting' && slowerThanUsual(elapsed, watch.previousMs);
  const label =
    watch.state === 'live'
      ? t.badgeLive(clock(watch.liveAt, lang))
      : watch.state === 'late' || watch.reachable === false
        ? t.badgeLate
        : slow
          ? t.badgeSlow(t.duration(elapsed))
          : t.badgeWaiting(t.duration(elapsed));
  return (
    <>
      <button
        type="button"
        className={`live-badge live-badge--${slow ? 'slow' : watch.state}`}
        onClick={onOpen}
        aria-live="polite"
      >
        {label}
      </button>
      {watch.state === 'live' && (
        <a
          className="live-link"
          href={`${watch.liveUrl}${address?.[lang] ?? (lang === 'fr' ? '/' : '/en')}`}
          target="_blank"
          rel="noopener noreferrer"
          title={t.seeLiveHint}
        >
          {t.seeLive}
        </a>
      )}
    </>
  );
}

/**
 * What the live site says about the last publication sent: « Envoyé » and how long it has been while waiting, « En ligne ✓ »
 * with the changed pages at the live address, or why it is not (late, unreachable). `last` shows it above the list of
 * changes, and only once something was sent.
 */
export function LiveFollow({ t, lang, last = false }: { t: Words; lang: UiLang; last?: boolean }) {
  const watch = useLiveWatch();
  const elapsed = useElapsed(watch?.since, watch?.state === 'waiting');
  if (watch === null) return last ? null : <p className="publish__sent">{t.sentWaiting}</p>;
  return (
    <div className={`publish__live publish__live--${watch.state}`}>
      {last && <p>{t.liveLast(watch.commit)}</p>}
      {watch.state === 'live' ? (
        <>
          <p className="publish__done">{t.liveNow(clock(watch.liveAt, lang))}</p>
          <p className="publish__links">
            {watch.pages.map((page) => (
              <span key={page.file} className="publish__link">
                {t.seePage} <strong>{page.title[lang]}</strong> — {t.inFrench}{' '}
                <a href={page.live.fr} target="_blank" rel="noopener noreferrer">
                  {page.live.fr}
                </a>
                , {t.inEnglish}{' '}
                <a href={page.live.en} target="_blank" rel="noopener noreferrer">
                  {page.live.en}
                </a>
              </span>
            ))}
            <span className="publish__link">
              {t.liveSiteLink}{' '}
              <a href={`${watch.liveUrl}/`} target="_blank" rel="noopener noreferrer">{`${watch.liveUrl}/`}</a>
            </span>
          </p>
        </>
      ) : (
        <>
          {watch.state === 'waiting' && (
            <>
              <p className="publish__sent">{t.sentWaiting}</p>
              <p>
                {t.waitingFor(t.duration(elapsed))}{' '}
                {watch.previousMs !== undefined
                  ? t.previousTook(t.duration(Math.round(watch.previousMs / 1000)))
                  : t.usuallyTakes}{' '}
                {t.badgeHint}
              </p>
              {slowerThanUsual(elapsed, watch.previousMs) && (
                <p className="publish__late">
                  <strong>{t.slowWarning}</strong>
                </p>
              )}
            </>
          )}
          {watch.state === 'late' && (
            <p className="publish__late">
              <strong>{t.liveLate(Math.round(watch.limit / 60_000))}</strong>
            </p>
          )}
          {watch.reachable === false && (
            <p className="publish__late">
              {t.liveDown(watch.liveUrl)} {watch.state === 'waiting' && t.liveDownRetry(Math.round(watch.every / 1000))}
            </p>
          )}
        </>
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
