// Whether a publication is on the live site yet: « Publié » is not « en ligne » (the site's pipeline still checks and
// deploys it). Asks the Worker, which reads the live site's version.json, every 10 s for up to 30 minutes.
import { useEffect, useState } from 'react';
import { call } from './calls.ts';
import { type Lang, t, timeOfDay } from './words.ts';

const EVERY_MS = 10_000;
const FOR_MS = 30 * 60_000;
type Reply = { liveUrl: string | null; reachable?: boolean; live?: boolean };

export function Online({ commit, since, lang }: { commit: string; since: string; lang: Lang }) {
  const w = t[lang];
  const [state, setState] = useState<Reply & { at?: number }>({ liveUrl: null });
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const reply = await call<Reply>('GET', `/live?commit=${commit}`);
      if (stopped) return;
      if (reply.ok)
        setState((before) => ({ ...reply.body, at: reply.body.live ? (before.at ?? Date.now()) : undefined }));
      setNow(Date.now());
      if (!(reply.ok && (reply.body.live || reply.body.liveUrl === null)) && Date.now() - Date.parse(since) < FOR_MS)
        timer = setTimeout(() => void ask(), EVERY_MS);
    };
    void ask();
    // The wait counts by the second, as the local editor's bar does.
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, [commit, since]);

  if (state.liveUrl === null) return null;
  const waited = Math.max(0, Math.round((now - Date.parse(since)) / 1000));
  return (
    <p className="hosted-online" aria-live="polite">
      {state.live ? (
        <>
          {w.onlineSince(timeOfDay(state.at ?? now, lang))}{' '}
          <a href={`${state.liveUrl}/`} target="_blank" rel="noopener noreferrer">
            {w.seeOnline}
          </a>
        </>
      ) : state.reachable === false ? (
        w.onlineUnreachable
      ) : Date.now() - Date.parse(since) >= FOR_MS ? (
        w.onlineLate
      ) : (
        w.onlineWaiting(
          timeOfDay(Date.parse(since), lang),
          waited < 60 ? `${waited} s` : `${Math.floor(waited / 60)} min`,
        )
      )}
    </p>
  );
}
