// The “Publier” view: what changed since the last publication in plain words, a message, and the publication itself (validate, build, commit, push).
import { useEffect, useId, useState } from 'react';
import { api } from './api.ts';
import type { Change, PublishResult } from '../publish.ts';
import { words, type UiLang } from './words.ts';

export function Publish({ lang, onClose }: { lang: UiLang; onClose: () => void }) {
  const t = words[lang];
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublishResult | null>(null);
  const messageId = useId();
  useEffect(() => {
    api.changes().then(({ body }) => setChanges(body.changes));
  }, [result]);

  async function submit() {
    setBusy(true);
    setResult(null);
    const { body } = await api.publish(text);
    setResult(body);
    setBusy(false);
    if (body.ok) setText('');
  }

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h2 id="publish-title">{t.publishTitle}</h2>
      {changes === null ? <p>…</p> : changes.length === 0 ? <p>{t.nothingToPublish}</p> : (
        <ul className="publish__changes">
          {changes.map((change) => (
            <li key={change.file}>
              <strong>{change.title[lang]}</strong> {!change.title[lang].includes(change.file) && <small>({change.file})</small>}
              <ul>
                {change.lines.map((line, index) => (
                  <li key={index}>{line[lang]}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={messageId}>{t.publishMessage}</label>
        <textarea id={messageId} rows={2} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </div>
      <p className="publish__actions">
        <button type="button" className="button" disabled={busy || !changes?.length || text.trim().length < 3} onClick={submit}>{busy ? t.publishing : t.publish}</button>
        <button type="button" className="small-button" onClick={onClose}>{t.close}</button>
      </p>
      <div role="status" aria-live="polite">
        {result?.ok && !result.pushProblem && <p className="publish__done">{result.pushed ? t.publishedPushed(result.commit) : t.published(result.commit)}</p>}
        {result && (!result.ok || result.pushProblem) && (
          <div className="problems">
            <p>{result.ok ? `${t.publishedHere(result.commit)} ${result.pushProblem![lang]}` : result.reason[lang]}</p>
            {result.details && (
              <details>
                <summary>{t.technicalDetails}</summary>
                <pre>{result.details.join('\n')}</pre>
              </details>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
