// Sends the message form as an e-mail from the visitor's own program, its body starting with the sender's name and
// e-mail as the firm reads them (what a mailto: form cannot do by itself: its fields become headers, one each), then says
// so on the page, with the address and the message to copy for a visitor whose device has no e-mail program.
import { buildMailto, colon, composeBody } from '../../content/mailto.ts';

/**
 * Listens on the whole document, so a form sent while React has not yet hydrated it is composed the same way. Before
 * even this has run, the browser sends the form itself: the subject and the message, from the visitor's own address.
 * (A POST as text/plain would carry every field in the body, but Chromium encodes its accents twice: Ã‰loÃ¯se.)
 * What it shows after sending it shows by `hidden` and form values only, never by changing text: React, hydrating
 * later, keeps the page as it finds it.
 */
export function composeMessages(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (
      !(form instanceof HTMLFormElement) ||
      form.dataset.nameLabel === undefined ||
      !form.action.startsWith('mailto:')
    )
      return;
    event.preventDefault();
    const data = new FormData(form);
    const field = (key: string) => String(data.get(key) ?? '');
    const to = decodeURIComponent(form.action.slice('mailto:'.length).split('?')[0]!);
    const draft = { name: field('name'), email: field('email'), subject: field('subject'), message: field('body') };
    const locale = document.documentElement.lang.startsWith('en') ? 'en' : 'fr';
    const labels = { name: form.dataset.nameLabel, email: form.dataset.emailLabel ?? '', locale } as const;
    window.location.href = buildMailto(to, draft, labels);
    const sent = sentPanelOf(form);
    if (!sent) return;
    const body = composeBody(draft, labels).replace(/\r\n/g, '\n');
    sent.message.value = draft.subject
      ? `${form.dataset.subjectLabel ?? ''}${colon(locale)}${draft.subject}\n${body}`
      : body;
    // The confirmation takes the form's place, kept at least the form's height: what follows does not move (the page
    // jumped by the panel's height, 530-640 px, when it opened under the form).
    sent.root.style.minHeight = `${form.offsetHeight}px`;
    form.hidden = true;
    sent.opened.hidden = false;
    sent.panel.hidden = false;
    sent.copied.hidden = true;
    // Scrolled down to the button, the visitor has the form's top above the screen: scroll up to the confirmation, only
    // as far as needed ('nearest'), and give it the focus, for a thumb and a screen reader alike.
    const status = sent.opened.closest<HTMLElement>('[role="status"]') ?? sent.opened;
    status.focus({ preventScroll: true });
    status.scrollIntoView({
      block: 'nearest',
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  });
  // A field the browser finds invalid says why under itself, in the page's language, instead of the browser's bubble
  // in the browser's own (review 9: « Please fill out this field. » on the French page); the first one takes the focus.
  let firstInvalid: HTMLElement | null = null;
  document.addEventListener(
    'invalid',
    (event) => {
      const error = errorOf(event.target);
      if (!error) return;
      event.preventDefault();
      error.field.setAttribute('aria-invalid', 'true');
      error.field.setAttribute('aria-describedby', error.text.id);
      error.text.hidden = false;
      if (firstInvalid) return;
      firstInvalid = error.field;
      error.field.focus();
      // One sending fires one `invalid` per field, microtasks running between them: the next task starts a new sending.
      setTimeout(() => {
        firstInvalid = null;
      });
    },
    true,
  );
  document.addEventListener('input', (event) => {
    const error = errorOf(event.target);
    if (!error?.field.checkValidity()) return;
    error.field.removeAttribute('aria-invalid');
    error.field.removeAttribute('aria-describedby');
    error.text.hidden = true;
  });
  document.addEventListener('reset', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const sent = sentPanelOf(form);
    if (!sent) return;
    sent.opened.hidden = true;
    sent.panel.hidden = true;
    sent.message.value = '';
    sent.root.style.minHeight = '';
    form.hidden = false;
    // Back at the start, the visitor writes a new message.
    form.querySelector<HTMLElement>('input, textarea')?.focus();
  });
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-sent-panel] [data-copy]') : null;
    const panel = button?.closest<HTMLElement>('[data-sent-panel]');
    if (!button || !panel) return;
    const text =
      button.dataset.copy === 'message'
        ? (panel.querySelector<HTMLTextAreaElement>('[data-sent-message]')?.value ?? '')
        : (button.dataset.copyText ?? '');
    const copied = panel.querySelector<HTMLElement>('[data-sent-copied]');
    if (copied) copied.hidden = true;
    void navigator.clipboard.writeText(text).then(
      () => {
        if (copied) copied.hidden = false;
      },
      // No clipboard (refused or absent): the text stays selected for the visitor to copy by hand.
      () =>
        button.dataset.copy === 'message' && panel.querySelector<HTMLTextAreaElement>('[data-sent-message]')?.select(),
    );
  });
}

function sentPanelOf(form: HTMLFormElement) {
  const root = form.id ? document.querySelector<HTMLElement>(`[data-sent-for="${CSS.escape(form.id)}"]`) : null;
  const opened = root?.querySelector<HTMLElement>('[data-sent-opened]');
  const panel = root?.querySelector<HTMLElement>('[data-sent-panel]');
  const message = root?.querySelector<HTMLTextAreaElement>('[data-sent-message]');
  const copied = root?.querySelector<HTMLElement>('[data-sent-copied]');
  return root && opened && panel && message && copied ? { root, opened, panel, message, copied } : undefined;
}

/** A form field with its message of what it lacks (ContactForm's FieldError), or undefined for any other element. */
function errorOf(target: EventTarget | null) {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return undefined;
  const text = target.id ? document.getElementById(`${target.id}-error`) : null;
  return text?.hasAttribute('data-error') ? { field: target, text } : undefined;
}
