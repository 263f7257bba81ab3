// The message form: the visitor's own e-mail program opens with the message ready; nothing is sent to a server.
import { useId, type FormEvent } from 'react';
import type { SectionViewOf } from '../../content/view.ts';
import { buildMailto, type MessageDraft } from '../../content/mailto.ts';
import { useSite } from '../../site-context.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { PrivacyLink } from '../../shell/PrivacyLink.tsx';

const fields = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'subject', type: 'text', autoComplete: 'off' },
] as const;

export default function ContactForm({ heading, intro, labels, notice, anchor }: SectionViewOf<'contactForm'>) {
  const { settings } = useSite();
  const id = useId();

  // The message is read from the fields when it is sent, not kept in state: what a visitor typed before the app
  // started (boot.js keeps that early submit) is in the fields, and nothing else can disagree with them.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (key: keyof MessageDraft) => String(form.get(key) ?? '');
    const draft: MessageDraft = { name: field('name'), email: field('email'), subject: field('subject'), message: field('message') };
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
              <input id={`${id}-${field.key}`} name={field.key} type={field.type} autoComplete={field.autoComplete} required />
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${id}-message`}>
              {labels.message}
              {required}
            </label>
            <textarea id={`${id}-message`} name="message" rows={6} required />
          </div>
          <p className="form__notice" id={`${id}-notice`}>{notice} <PrivacyLink /></p>
          <button type="submit" className="button button--primary" aria-describedby={`${id}-notice`}>{labels.submit}</button>
        </form>
      </div>
    </section>
  );
}
