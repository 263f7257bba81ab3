// Proposals: a publisher's review (each change in plain lines, the real page live and changed, Publier or Renvoyer with a comment); an editor's own list, where a proposal sent back shows its comment and can be taken back to fix.
import { useEffect, useState } from 'react';
import { type Conflict, call, type Words } from './calls.ts';
import { UndoLast } from './History.tsx';
import { Online } from './Online.tsx';
import { PagePreview } from './PagePreview.tsx';
import { both, type Lang, t } from './words.ts';

export type Proposal = {
  id: number;
  by: { email: string; name: string };
  message: string;
  status: 'open' | 'published' | 'returned';
  comment: string | null;
  files: string[];
  /** Main is protected: the publication waits on this branch, as a request to merge opened at `url` on the host. */
  waiting?: Waiting;
  /** Published: the commit on main and when, followed until the live site holds it. */
  publishedCommit?: string | null;
  publishedAt?: string;
};
type Waiting = { branch: string; url: string | null };
type Change = { path: string; lines: { line: number; before: string; after: string }[]; text?: string };
export type Detail = { id: number; comment: string | null; changes: Change[]; waiting?: Waiting };

type Props = {
  /** null while the list has not come (not loaded yet, or its loading failed: said in the status). */
  proposals: Proposal[] | null;
  reviewer: boolean;
  lang: Lang;
  say: (words: Words | string) => void;
  reload: () => Promise<void>;
  /** An editor takes a proposal sent back: its files become drafts again. */
  takeBack: (detail: Detail) => void;
  /** A file by its title in the page's language, as the file list names it. */
  titleOf: (file: string) => string;
};

export function Review({ proposals, reviewer, lang, say, reload, takeBack, titleOf }: Props) {
  const w = t[lang];
  const [details, setDetails] = useState<Record<number, Detail>>({});
  const [comments, setComments] = useState<Record<number, string>>({});
  const [previewing, setPreviewing] = useState<Record<number, string>>({});
  /** Fields both changed, per proposal, and the version chosen for each (file, then field). */
  const [conflicts, setConflicts] = useState<Record<number, Conflict[]>>({});
  const [choices, setChoices] = useState<Record<number, Record<string, Record<string, 'main' | 'proposal'>>>>({});
  /** Publications made here: the undo button then names the newest. */
  const [published, setPublished] = useState(0);
  /** The last publication made here, followed until it is online. */
  const [followed, setFollowed] = useState<{ commit: string; since: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `details` only skips proposals already loaded; re-running as each arrives would ask again for those still on their way.
  useEffect(() => {
    if (!reviewer) return;
    for (const proposal of proposals ?? [])
      if (proposal.status === 'open' && !details[proposal.id])
        void call<Detail>('GET', `/proposal?id=${proposal.id}`).then((reply) => {
          if (reply.ok) setDetails((before) => ({ ...before, [proposal.id]: reply.body }));
        });
  }, [proposals, reviewer]);

  async function decide(id: number, how: 'publish' | 'return') {
    const reply = await call<{ commit?: string; waiting?: Waiting; said?: Words }>('POST', `/proposals/${how}`, {
      id,
      ...(how === 'return' ? { comment: comments[id] ?? '' } : choices[id] ? { choices: choices[id] } : {}),
    });
    if (!reply.ok) {
      if (reply.conflicts) setConflicts((before) => ({ ...before, [id]: reply.conflicts ?? [] }));
      return say(reply.error);
    }
    setConflicts((before) => ({ ...before, [id]: [] }));
    // Main refused it: the change waits as a request to merge, said in the server's words with the host's link beside.
    if (reply.body.waiting && reply.body.said) {
      say(reply.body.said);
      return reload();
    }
    say(both((w) => (how === 'publish' ? w.published : w.returned)));
    if (how === 'publish') {
      setPublished((count) => count + 1);
      if (reply.body.commit) setFollowed({ commit: reply.body.commit, since: new Date().toISOString() });
    }
    await reload();
  }

  async function resume(id: number) {
    const reply = await call<Detail>('GET', `/proposal?id=${id}`);
    if (!reply.ok) return say(reply.error);
    takeBack(reply.body);
  }

  const shown =
    proposals === null ? null : reviewer ? proposals.filter((proposal) => proposal.status === 'open') : proposals;
  const newestPublished = proposals?.find((proposal) => proposal.status === 'published' && proposal.publishedCommit);
  return (
    <section className="hosted-review" aria-labelledby="hosted-review-title">
      <h2 id="hosted-review-title">{reviewer ? w.review : w.mine}</h2>
      {reviewer && followed && (
        <Online key={followed.commit} commit={followed.commit} since={followed.since} lang={lang} />
      )}
      {reviewer && <UndoLast lang={lang} say={say} changed={published} />}
      {shown?.length === 0 && <p>{w.none}</p>}
      <ul>
        {(shown ?? []).map((proposal) => {
          const changes = details[proposal.id]?.changes ?? proposal.files.map((path): Change => ({ path, lines: [] }));
          // The page of the first file changed shows at once; another file's page on demand.
          const previewFile = previewing[proposal.id] ?? changes.find((change) => change.path.endsWith('.yaml'))?.path;
          return (
            <li key={proposal.id} aria-label={`${proposal.message} — ${proposal.by.name}`}>
              <p>
                <strong>{proposal.message}</strong> — {w.by} {proposal.by.name} (
                {proposal.waiting ? w.waitingMerge : w.status[proposal.status]})
              </p>
              {/* An editor's newest publication, followed until the live site holds it. */}
              {!reviewer && proposal.publishedCommit && proposal.publishedAt && proposal === newestPublished && (
                <Online commit={proposal.publishedCommit} since={proposal.publishedAt} lang={lang} />
              )}
              {proposal.waiting && (
                <p className="hosted-waiting">
                  {w.waitingOn(proposal.waiting.branch)}{' '}
                  {proposal.waiting.url && (
                    <a href={proposal.waiting.url} target="_blank" rel="noopener noreferrer">
                      {w.openRequest}
                    </a>
                  )}
                </p>
              )}
              {proposal.comment ? (
                <p className="hosted-comment">
                  {w.commentFrom} <q>{proposal.comment}</q>
                </p>
              ) : null}
              <ul>
                {changes.map((change) => (
                  <li key={change.path}>
                    {change.path}
                    {change.lines.map((line) => (
                      <div key={line.line} className="hosted-line">
                        {w.line} {line.line} : <del>{line.before.trim()}</del> → <ins>{line.after.trim()}</ins>
                      </div>
                    ))}
                    {reviewer &&
                      proposal.status === 'open' &&
                      change.path.endsWith('.yaml') &&
                      previewFile !== change.path && (
                        <button
                          type="button"
                          onClick={() => setPreviewing((before) => ({ ...before, [proposal.id]: change.path }))}
                        >
                          {w.showPreview}
                        </button>
                      )}
                  </li>
                ))}
              </ul>
              {reviewer && proposal.status === 'open' && previewFile !== undefined && (
                <PagePreview
                  lang={lang}
                  source={{ proposal: proposal.id }}
                  file={previewFile}
                  name={proposal.message}
                />
              )}
              {reviewer && proposal.status === 'open' && (conflicts[proposal.id]?.length ?? 0) > 0 && (
                <fieldset className="hosted-conflicts">
                  <legend>{w.conflicts}</legend>
                  {conflicts[proposal.id]!.map((conflict) => {
                    const chosen = choices[proposal.id]?.[conflict.file]?.[conflict.key];
                    const choose = (side: 'main' | 'proposal') =>
                      setChoices((before) => ({
                        ...before,
                        [proposal.id]: {
                          ...before[proposal.id],
                          [conflict.file]: { ...before[proposal.id]?.[conflict.file], [conflict.key]: side },
                        },
                      }));
                    return (
                      <fieldset
                        key={`${conflict.file}:${conflict.key}`}
                        className="hosted-conflict"
                        role="group"
                        aria-label={`${titleOf(conflict.file)} › ${conflict.where[lang]}`}
                      >
                        {/* Named as the form names it; the file's name small beside it, as in the file list. */}
                        <p>
                          {titleOf(conflict.file)} › {conflict.where[lang]}{' '}
                          {titleOf(conflict.file) !== conflict.file && <small>({conflict.file})</small>}
                        </p>
                        <div className="hosted-conflict-pair">
                          {(['main', 'proposal'] as const).map((side) => (
                            <label key={side}>
                              <input
                                type="radio"
                                name={`conflict-${proposal.id}-${conflict.file}-${conflict.key}`}
                                checked={chosen === side}
                                onChange={() => choose(side)}
                              />
                              <span>{side === 'main' ? w.mainVersion : w.proposalVersion}</span>
                              <strong>{shownValue(conflict[side], w.nothing)}</strong>
                            </label>
                          ))}
                        </div>
                      </fieldset>
                    );
                  })}
                </fieldset>
              )}
              {reviewer && proposal.status === 'open' && (
                <div className="hosted-decide">
                  <button type="button" onClick={() => void decide(proposal.id, 'publish')}>
                    {(conflicts[proposal.id]?.length ?? 0) > 0
                      ? w.publishChosen
                      : proposal.waiting
                        ? w.publishAgain
                        : w.publish}
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
                </div>
              )}
              {!reviewer && proposal.status === 'returned' && (
                <button type="button" onClick={() => void resume(proposal.id)}>
                  {w.resume}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A field's value as a marketer reads it: text as is, a number as written, anything larger as its fields. */
function shownValue(value: unknown, nothing: string): string {
  if (value === undefined || value === null) return nothing;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1);
}
