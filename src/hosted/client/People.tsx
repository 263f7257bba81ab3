// An admin's page for people: who has access and with which role, an invitation link made to copy, access removed at once.
import { useCallback, useEffect, useState } from 'react';
import { call, type Person, type Words } from './calls.ts';
import { type Lang, t } from './words.ts';

type Row = { email: string; name: string; role: Person['role']; created_at: number; revoked_at: number | null };

export function People({ lang, say }: { lang: Lang; say: (words: Words | string) => void }) {
  const w = t[lang];
  const [people, setPeople] = useState<Row[]>([]);
  const [link, setLink] = useState('');
  const [draft, setDraft] = useState<{ email: string; name: string; role: Person['role'] }>({
    email: '',
    name: '',
    role: 'editor',
  });
  const load = useCallback(
    () =>
      void call<{ people: Row[] }>('GET', '/people').then((reply) =>
        reply.ok ? setPeople(reply.body.people) : say(reply.error),
      ),
    [say],
  );
  useEffect(load, [load]);

  async function invite() {
    const reply = await call<{ link: string }>('POST', '/people/invite', {
      email: draft.email,
      role: draft.role,
      ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    });
    if (!reply.ok) return say(reply.error);
    setLink(reply.body.link);
    setDraft({ email: '', name: '', role: 'editor' });
  }

  async function revoke(email: string) {
    const reply = await call('POST', '/people/revoke', { email });
    if (!reply.ok) return say(reply.error);
    load();
  }

  return (
    <section className="hosted-people" aria-labelledby="hosted-people-title">
      <h2 id="hosted-people-title">{w.people}</h2>
      <ul>
        {people.map((row) => (
          <li key={row.email} aria-label={`${row.name} — ${row.email}`}>
            {row.name} — {row.email} ({w.role[row.role]}){row.revoked_at !== null ? ` — ${w.revoked}` : ''}
            {row.revoked_at === null && (
              <button type="button" onClick={() => void revoke(row.email)}>
                {w.revoke}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void invite();
        }}
      >
        <label>
          {w.email}
          <input
            type="email"
            required
            value={draft.email}
            onChange={(event) => setDraft({ ...draft, email: event.currentTarget.value })}
          />
        </label>
        <label>
          {w.name}
          <input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })} />
        </label>
        <label>
          {w.roleLabel}
          <select
            value={draft.role}
            onChange={(event) => setDraft({ ...draft, role: event.currentTarget.value as Person['role'] })}
          >
            {(['editor', 'publisher', 'admin'] as const).map((role) => (
              <option key={role} value={role}>
                {w.role[role]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{w.invite}</button>
      </form>
      {link && (
        <label className="hosted-link">
          {w.linkToSend}
          <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </section>
  );
}
