// The message form: the visitor's own e-mail program opens with the message ready; nothing is sent to a server.
import { useId, useState, type FormEvent } from 'react';
import type { SectionViewOf } from '../content/view.ts';
import { buildMailto, type MessageDraft } from '../content/mailto.ts';
import { useSite } from '../site-context.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { PrivacyLink } from '../shell/PrivacyLink.tsx';

const fields = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'subject', type: 'text', autoComplete: 'off' },
] as const;

export default function ContactForm({ heading, intro, labels, notice, anchor }: SectionViewOf<'contactForm'>) {
  const { settings } = useSite();
  const id = useId();
  const [draft, setDraft] = useState<MessageDraft>({ name: '', email: '', subject: '', message: '' });
  const update = (key: keyof MessageDraft) => (event: { currentTarget: { value: string } }) => setDraft({ ...draft, [key]: event.currentTarget.value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.location.href = buildMailto(settings.contact.email, draft, { name: labels.name, email: labels.email });
  }

  const required = <span className="field__required" aria-hidden="true"> *</span>;
  return (
    <section className="section" id={anchor} aria-labelledby={`${id}-heading`}>
      <div className="container container--narrow">
        <SectionHeading heading={heading} intro={intro} id={`${id}-heading`} />
        <form className="form" onSubmit={submit} action={`mailto:${settings.contact.email}`} method="post" encType="text/plain">
          <p className="form__legend">
            <span aria-hidden="true">* </span>
            {labels.required}
          </p>
          {fields.map((field) => (
            <div className="field" key={field.key}>
              <label htmlFor={`${id}-${field.key}`}>
                {labels[field.key]}
                {required}
              </label>
              <input id={`${id}-${field.key}`} name={field.key} type={field.type} autoComplete={field.autoComplete} required value={draft[field.key]} onChange={update(field.key)} />
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${id}-message`}>
              {labels.message}
              {required}
            </label>
            <textarea id={`${id}-message`} name="message" rows={6} required value={draft.message} onChange={update('message')} />
          </div>
          <p className="form__notice" id={`${id}-notice`}>{notice} <PrivacyLink /></p>
          <button type="submit" className="button button--primary" aria-describedby={`${id}-notice`}>{labels.submit}</button>
        </form>
      </div>
    </section>
  );
}
