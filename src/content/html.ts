// Article HTML is checked against an allowlist at build and re-serialized: only known tags, attributes and safe links survive.
import { Parser } from 'htmlparser2';
import { say } from './messages.ts';

const allowedTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const voidTags = new Set(['br', 'hr']);
const allowedAttributes: Record<string, readonly string[]> = { a: ['href'], th: ['scope'] };
const droppedWithContent = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

/** `message` is the English words; say() keeps the French ones for the validator (French by default). */
export type HtmlProblem = { offset: number; message: string };
export type SanitizedHtml = { html: string; problems: HtmlProblem[]; internalLinks: { href: string; offset: number }[] };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Where a link may point: https pages, e-mail, phone, or a path of this site (checked against the route table). */
export function classifyHref(href: string): 'external' | 'internal' | 'contact' | 'refused' {
  if (/^https:\/\/[^\s]+$/i.test(href)) return 'external';
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return 'contact';
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return 'internal';
  return 'refused';
}

export function sanitizeArticleHtml(input: string): SanitizedHtml {
  const problems: HtmlProblem[] = [];
  const internalLinks: SanitizedHtml['internalLinks'] = [];
  let html = '';
  const open: string[] = [];
  let dropDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const offset = parser.startIndex;
        if (dropDepth > 0 || droppedWithContent.has(name)) {
          if (dropDepth === 0) problems.push({ offset, message: say(`<${name}> n’est pas permis dans un article`, `<${name}> is not allowed in an article`) });
          if (!voidTags.has(name)) dropDepth++;
          return;
        }
        if (!allowedTags.has(name)) {
          problems.push({ offset, message: say(`<${name}> n’est pas permis dans un article${name === 'h1' ? ' (le titre de la page est le seul h1 : utilisez h2)' : ''}; permis : ${[...allowedTags].join(', ')}`, `<${name}> is not allowed in an article${name === 'h1' ? ' (the page title is the only h1: use h2)' : ''}; allowed: ${[...allowedTags].join(', ')}`) });
          return;
        }
        let attributesHtml = '';
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) {
            problems.push({ offset, message: say(`l’attribut d’événement ${attribute} n’est pas permis (aucun script dans les articles)`, `the event attribute ${attribute} is not allowed (no scripts in articles)`) });
            continue;
          }
          if (!allowedAttributes[name]?.includes(attribute)) {
            problems.push({ offset, message: say(`l’attribut ${attribute} n’est pas permis sur <${name}>`, `the attribute ${attribute} is not allowed on <${name}>`) });
            continue;
          }
          if (attribute === 'href') {
            const kind = classifyHref(value.trim());
            if (kind === 'refused') {
              problems.push({ offset, message: say(`le lien « ${value.slice(0, 60)} » est refusé : utilisez https://, mailto:, tel: ou une adresse de ce site comme /pricing`, `the link "${value.slice(0, 60)}" is refused: use https://, mailto:, tel: or a path of this site such as /en/pricing`) });
              continue;
            }
            if (kind === 'internal') internalLinks.push({ href: value.trim(), offset });
            attributesHtml += ` href="${escapeAttribute(value.trim())}"`;
            if (kind === 'external') attributesHtml += ' target="_blank" rel="noopener noreferrer"';
            continue;
          }
          attributesHtml += ` ${attribute}="${escapeAttribute(value)}"`;
        }
        html += `<${name}${attributesHtml}>`;
        if (!voidTags.has(name)) open.push(name);
      },
      ontext(text) {
        if (dropDepth === 0) html += escapeText(text);
      },
      onclosetag(name) {
        if (dropDepth > 0) {
          if (!voidTags.has(name)) dropDepth--;
          return;
        }
        if (voidTags.has(name) || !allowedTags.has(name)) return;
        const index = open.lastIndexOf(name);
        if (index === -1) return;
        while (open.length > index) html += `</${open.pop()}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(input);
  parser.end();
  while (open.length > 0) html += `</${open.pop()}>`;
  return { html: html.trim(), problems, internalLinks };
}
