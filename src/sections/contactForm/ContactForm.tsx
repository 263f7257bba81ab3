// The message form: the visitor's own e-mail program opens with the message ready; nothing is sent to a server.
// Sending is not React's: send.ts composes the e-mail from the moment this module runs, the browser itself before that.
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { PrivacyLink } from '../../shell/PrivacyLink.tsx';
import { useSite } from '../../shell/site-context.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import type { ContactForm as ContactFormSection } from './schema.ts';
import { composeMessages } from './send.ts';

// In the browser, as soon as the page's sections are loaded, before React hydrates the form (not in the prerender).
if (typeof document !== 'undefined') composeMessages();

const fields = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'subject', type: 'text', autoComplete: 'off' },
] as const;

export default function ContactForm({
  heading,
  intro,
  labels,
  errors,
  sent,
  notice,
  anchor,
}: ViewOf<typeof ContactFormSection>) {
  const { settings } = useSite();
  const id = useId();

  const required = (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
  return (
    <section className="section" id={anchor} aria-labelledby={`${id}-heading`}>
      <div className="container container--narrow">
        <SectionHeading heading={heading} intro={intro} id={`${id}-heading`} />
        {/* Sent by the browser itself (before send.ts runs), a GET to mailto: makes its fields the address's headers: the
            subject, and the message as the body (hence its name); name and e-mail are the visitor's own program's From. */}
        <form
          id={`${id}-form`}
          className="form"
          action={`mailto:${settings.contact.email}`}
          method="get"
          data-name-label={labels.name}
          data-email-label={labels.email}
          data-subject-label={labels.subject}
        >
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
              <input
                id={`${id}-${field.key}`}
                name={field.key}
                type={field.type}
                autoComplete={field.autoComplete}
                required
              />
              <FieldError id={`${id}-${field.key}-error`} text={errors[field.key]} />
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${id}-message`}>
              {labels.message}
              {required}
            </label>
            <textarea id={`${id}-message`} name="body" rows={6} required />
            <FieldError id={`${id}-message-error`} text={errors.message} />
          </div>
          <p className="form__notice" id={`${id}-notice`}>
            {notice} <PrivacyLink />
          </p>
          <button type="submit" className="button button--primary" aria-describedby={`${id}-notice`}>
            {labels.submit}
          </button>
        </form>
        {/* What happened, once sent: shown by send.ts (before hydration too), never by React, so the page it changes is
            still the one React hydrates. The live regions are in the page from the start; their words appear in them. */}
        <div className="form-sent" data-sent-for={`${id}-form`}>
          <p role="status" className="form-sent__status" tabIndex={-1}>
            <span hidden data-sent-opened>
              {sent.opened}
            </span>
          </p>
          <div className="form-sent__copy" hidden data-sent-panel>
            <p className="form-sent__lead">{sent.nothingOpened}</p>
            <div className="form-sent__row">
              <a className="form-sent__address" href={`mailto:${settings.contact.email}`}>
                {settings.contact.email}
              </a>
              <button
                type="button"
                className="button button--secondary button--small"
                data-copy="address"
                data-copy-text={settings.contact.email}
              >
                {sent.copyAddress}
              </button>
            </div>
            <div className="field">
              <label htmlFor={`${id}-sent-message`}>{labels.message}</label>
              <textarea id={`${id}-sent-message`} readOnly rows={7} data-sent-message />
            </div>
            <div className="form-sent__row">
              <button type="button" className="button button--secondary button--small" data-copy="message">
                {sent.copyMessage}
              </button>
              <button type="reset" form={`${id}-form`} className="button button--secondary button--small">
                {sent.clear}
              </button>
            </div>
            <p role="status" className="form-sent__copied">
              <span hidden data-sent-copied>
                {sent.copied}
              </span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** What a field lacks, in the page's language: shown by send.ts (before hydration too) when the browser finds it invalid. */
function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p className="field__error" id={id} hidden data-error>
      {text}
    </p>
  );
}
