// A file's history from git (who, when, why), any earlier version shown as the real page beside the live one and restored as a new proposal; and, for a publisher, « Annuler la dernière publication ».
import { useEffect, useState } from 'react';
import { call, type Words } from './calls.ts';
import { PagePreview } from './PagePreview.tsx';
import { both, type Lang, t } from './words.ts';

type Version = { commit: string; name: string; email: string; at: string; message: string };

const when = (at: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );

export function History({
  path,
  lang,
  say,
  proposed,
}: {
  path: string;
  lang: Lang;
  say: (words: Words | string) => void;
  proposed: () => void;
}) {
  const w = t[lang];
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [seen, setSeen] = useState<{ commit: string; text: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another file opened: the versions and the one shown were the previous file's.
  useEffect(() => {
    setVersions(null);
    setSeen(null);
  }, [path]);
  useEffect(() => {
    if (!open || versions) return;
    void call<{ versions: Version[] }>('GET', `/history?path=${encodeURIComponent(path)}`).then((reply) =>
      reply.ok ? setVersions(reply.body.versions) : say(reply.error),
    );
  }, [open, versions, path, say]);

  async function see(commit: string) {
    const reply = await call<{ text: string }>('GET', `/version?path=${encodeURIComponent(path)}&commit=${commit}`);
    if (!reply.ok) return say(reply.error);
    setSeen({ commit, text: reply.body.text });
  }

  async function restore(version: Version) {
    const reply = await call<{ id: number }>('POST', '/proposals/restore', {
      path,
      commit: version.commit,
      at: version.at,
    });
    if (!reply.ok) return say(reply.error);
    say(both((w) => w.restored(reply.body.id)));
    proposed();
  }

  return (
    <details className="hosted-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{w.history}</summary>
      {versions?.length === 0 && <p>{w.historyNone}</p>}
      <ol>
        {versions?.map((version, index) => (
          <li key={version.commit} aria-label={`${when(version.at, lang)} — ${version.name} — ${version.message}`}>
            <p>
              <time dateTime={version.at}>{when(version.at, lang)}</time> — {version.name} — {version.message}
            </p>
            {/* The newest is what the site shows now: nothing to see beside it or restore. */}
            {index > 0 && (
              <>
                <button type="button" onClick={() => void see(version.commit)}>
                  {w.see}
                </button>
                <button type="button" onClick={() => void restore(version)}>
                  {w.restore}
                </button>
              </>
            )}
            {seen?.commit === version.commit && (
              <PagePreview
                lang={lang}
                source={{ files: [{ path, text: seen.text }] }}
                file={path}
                name={version.message}
              />
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

type Last = { id: number; message: string; by: string; at: string };

/** The publisher's undo: a new commit putting back what the last publication changed, after a second click to be sure. */
export function UndoLast({
  lang,
  say,
  changed,
}: {
  lang: Lang;
  say: (words: Words | string) => void;
  changed: number;
}) {
  const w = t[lang];
  const [last, setLast] = useState<Last | null>(null);
  const [asking, setAsking] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` counts the publications made here; the last one is asked for again after each.
  useEffect(() => {
    void call<{ last: Last | null }>('GET', '/publications/last').then((reply) => reply.ok && setLast(reply.body.last));
  }, [changed]);
  if (!last) return null;

  async function undo(id: number) {
    setAsking(false);
    const reply = await call<{ commit: string }>('POST', '/publications/undo', { id });
    if (!reply.ok) return say(reply.error);
    say(both((w) => w.undone(reply.body.commit)));
    const next = await call<{ last: Last | null }>('GET', '/publications/last');
    setLast(next.ok ? next.body.last : null);
  }

  return (
    <div className="hosted-undo">
      {!asking ? (
        <button type="button" onClick={() => setAsking(true)}>
          {w.undoLast(last.message)}
        </button>
      ) : (
        <>
          <button type="button" onClick={() => void undo(last.id)}>
            {w.undoSure}
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            {w.keep}
          </button>
        </>
      )}
    </div>
  );
}
