// The real page, drawn by the site's own renderer in the Worker: the live version beside the changed one (a draft's or a proposal's), in French or English, on any page of the site.
import { useEffect, useState } from 'react';
import { call, type Words } from './calls.ts';
import { type Lang, t } from './words.ts';

type Route = { path: string; locale: 'fr' | 'en'; title: string };
type Pair = { path: string; routes: Route[]; next: string; live: string | null };
/** What is laid over the live site: a proposal by its number, or drafts' texts (and the paths of the pictures they add). */
export type Source = { proposal: number } | { files: { path: string; text: string }[]; pictures?: string[] };

export function PagePreview({ lang, source, file, name }: { lang: Lang; source: Source; file: string; name: string }) {
  const w = t[lang];
  const [locale, setLocale] = useState<'fr' | 'en'>('fr');
  const [path, setPath] = useState<string | undefined>(undefined);
  const [pair, setPair] = useState<Pair | null>(null);
  // Kept in both languages: the message follows a change of language without asking the server again.
  const [error, setError] = useState<Words | null>(null);
  const key = JSON.stringify(source);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `source` is a new object on each render of the parent; `key` is its value.
  useEffect(() => {
    let current = true;
    void call<Pair>('POST', '/render', { ...source, locale, file, ...(path ? { path } : {}) }).then((reply) => {
      if (!current) return;
      if (reply.ok) {
        setPair(reply.body);
        setError(null);
      } else setError(reply.error);
    });
    return () => {
      current = false;
    };
  }, [key, locale, path, file]);

  const routes = pair?.routes.filter((route) => route.locale === locale) ?? [];
  return (
    <section className="hosted-preview" aria-label={`${w.preview} — ${name}`}>
      <div className="hosted-preview-bar">
        <span>{w.showIn}</span>
        {(['fr', 'en'] as const).map((each) => (
          <button
            type="button"
            key={each}
            aria-pressed={locale === each}
            onClick={() => {
              // The same page in the other language: its twin's path is unknown here, so the page the file draws is asked for again.
              setPath(undefined);
              setLocale(each);
            }}
          >
            {w[each]}
          </button>
        ))}
        {routes.length > 0 && (
          <label>
            {w.page}{' '}
            <select value={pair?.path ?? ''} onChange={(event) => setPath(event.currentTarget.value)}>
              {routes.map((route) => (
                <option key={route.path} value={route.path}>
                  {route.title} — {route.path}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {error && <p className="field-problems">{error[lang]}</p>}
      {pair && (
        <div className="hosted-preview-pair">
          <figure>
            <figcaption>{w.live}</figcaption>
            {pair.live === null ? (
              <p>{w.notLive}</p>
            ) : (
              <iframe title={`${w.live} — ${pair.path}`} srcDoc={pair.live} sandbox="allow-same-origin" />
            )}
          </figure>
          <figure>
            <figcaption>{w.withChange}</figcaption>
            <iframe title={`${w.withChange} — ${pair.path}`} srcDoc={pair.next} sandbox="allow-same-origin" />
          </figure>
        </div>
      )}
    </section>
  );
}
