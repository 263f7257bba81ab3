// Sends the message form as an e-mail from the visitor's own program, its body starting with the sender's name and
// e-mail as the firm reads them: what a mailto: form cannot do by itself (its fields become headers, one each).
import { buildMailto } from '../../content/mailto.ts';

/**
 * Listens on the whole document, so a form sent while React has not yet hydrated it is composed the same way. Before
 * even this has run, the browser sends the form itself: the subject and the message, from the visitor's own address.
 * (A POST as text/plain would carry every field in the body, but Chromium encodes its accents twice: Ã‰loÃ¯se.)
 */
export function composeMessages(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.nameLabel === undefined || !form.action.startsWith('mailto:')) return;
    event.preventDefault();
    const data = new FormData(form);
    const field = (key: string) => String(data.get(key) ?? '');
    const to = decodeURIComponent(form.action.slice('mailto:'.length).split('?')[0]!);
    const draft = { name: field('name'), email: field('email'), subject: field('subject'), message: field('body') };
    window.location.href = buildMailto(to, draft, { name: form.dataset.nameLabel, email: form.dataset.emailLabel ?? '' });
  });
}
