// Builds the mailto: address the contact form opens: every part percent-encoded, so no field can add a header.
export type MessageDraft = { name: string; email: string; subject: string; message: string };
export type MessageLabels = { name: string; email: string };

/** Line breaks in an e-mail body are CRLF (RFC 6068); a subject is one line. */
export function buildMailto(to: string, draft: MessageDraft, labels: MessageLabels): string {
  const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
  const body = [`${labels.name} : ${oneLine(draft.name)}`, `${labels.email} : ${oneLine(draft.email)}`, '', draft.message.replace(/\r\n|\r|\n/g, '\r\n')].join('\r\n');
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(oneLine(draft.subject))}&body=${encodeURIComponent(body)}`;
}
