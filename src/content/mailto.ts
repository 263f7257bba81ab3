// Builds the mailto: address the contact form opens: every part percent-encoded, so no field can add a header.
export type MessageDraft = { name: string; email: string; subject: string; message: string };
/** `locale` sets the colon: « Nom : » in French, “Name:” in English. */
export type MessageLabels = { name: string; email: string; locale: 'fr' | 'en' };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The e-mail's text as the firm reads it: the sender's name and e-mail, then the message; lines end with CRLF (RFC 6068). */
export function composeBody(draft: MessageDraft, labels: MessageLabels): string {
  const line = (label: string, value: string) => `${label}${colon(labels.locale)}${oneLine(value)}`;
  return [
    line(labels.name, draft.name),
    line(labels.email, draft.email),
    '',
    draft.message.replace(/\r\n|\r|\n/g, '\r\n'),
  ].join('\r\n');
}

export const colon = (locale: 'fr' | 'en') => (locale === 'fr' ? ' : ' : ': ');

/** Line breaks in an e-mail body are CRLF (RFC 6068); a subject is one line. */
export function buildMailto(to: string, draft: MessageDraft, labels: MessageLabels): string {
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(oneLine(draft.subject))}&body=${encodeURIComponent(composeBody(draft, labels))}`;
}
