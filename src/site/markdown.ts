// Article bodies: CommonMark compiled at build to allowlisted HTML, with links to pages and articles by id; every problem carries its offset in the text.

import type { Nodes, Parents, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { type Message, message } from '../content/messages.ts';

/** A link target written by id (page:contact, post:tax-reform), resolved by the caller through the route table. */
export type LinkTarget = { page: string } | { post: string };

export type MarkdownProblem = { offset: number; message: Message };
export type CompiledMarkdown = { html: string; problems: MarkdownProblem[] };

export type CompileOptions = {
  /** The localized path of a page or an article, or a problem saying why it does not exist. */
  resolve: (target: LinkTarget) => { path: string } | { problem: Message };
  /** Applied to every text node (French typography), never to URLs. */
  text?: (text: string) => string;
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Compiles one language's body. Refused constructs are reported, never silently dropped, and never reach the HTML. */
export function compileMarkdown(source: string, options: CompileOptions): CompiledMarkdown {
  const problems: MarkdownProblem[] = [];
  const text = options.text ?? ((value: string) => value);
  const tree = fromMarkdown(source);
  const at = (node: Nodes) => node.position?.start.offset ?? 0;
  const report = (node: Nodes, words: Message) => problems.push({ offset: at(node), message: words });
  let lastHeading = 1;

  const children = (node: Parents): string => node.children.map((child) => render(child as RootContent)).join('');

  function href(node: Extract<Nodes, { type: 'link' }>): string | undefined {
    const url = node.url.trim();
    const target = /^(page|post):([a-z0-9-]+)(#[\w-]+)?$/.exec(url);
    if (target) {
      const resolved = options.resolve(target[1] === 'page' ? { page: target[2]! } : { post: target[2]! });
      if ('problem' in resolved) {
        report(node, resolved.problem);
        return undefined;
      }
      return resolved.path + (target[3] ?? '');
    }
    if (/^https:\/\/[^\s]+$/i.test(url) || /^(mailto|tel):[^\s]+$/i.test(url) || /^#[\w-]+$/.test(url)) return url;
    if (url.startsWith('/')) {
      report(
        node,
        message(
          `écrivez le lien par l’id de la page ou de l’article, par exemple [nous joindre](page:contact), et non ${url}`,
          `write the link with the page's or article's id, for example [contact us](page:contact), not ${url}`,
        ),
      );
      return undefined;
    }
    report(
      node,
      message(
        `le lien « ${url.slice(0, 60)} » est refusé : utilisez page:<id>, post:<slug>, https://, mailto: ou tel:`,
        `the link "${url.slice(0, 60)}" is refused: use page:<id>, post:<slug>, https://, mailto: or tel:`,
      ),
    );
    return undefined;
  }

  function render(node: RootContent | PhrasingContent): string {
    switch (node.type) {
      case 'paragraph':
        return `<p>${children(node)}</p>`;
      case 'heading': {
        if (node.depth === 1)
          report(
            node,
            message(
              'un titre # (h1) est refusé : le titre de l’article est le seul h1; commencez par ##',
              'a # heading (h1) is refused: the article title is the only h1; start with ##',
            ),
          );
        else if (node.depth > lastHeading + 1)
          report(
            node,
            message(
              `ce titre saute un niveau (${'#'.repeat(lastHeading)} puis ${'#'.repeat(node.depth)}) : utilisez ${'#'.repeat(lastHeading + 1)}`,
              `this heading skips a level (${'#'.repeat(lastHeading)} then ${'#'.repeat(node.depth)}): use ${'#'.repeat(lastHeading + 1)}`,
            ),
          );
        else if (node.depth > 4)
          report(node, message('les titres s’arrêtent à #### (h4)', 'headings stop at #### (h4)'));
        lastHeading = Math.max(2, node.depth);
        const level = Math.min(4, Math.max(2, node.depth));
        return `<h${level}>${children(node)}</h${level}>`;
      }
      case 'list': {
        const tag = node.ordered ? 'ol' : 'ul';
        const start =
          node.ordered && node.start !== null && node.start !== undefined && node.start !== 1
            ? ` start="${node.start}"`
            : '';
        return `<${tag}${start}>${node.children.map((item) => render(item)).join('')}</${tag}>`;
      }
      case 'listItem':
        // A tight list item holds one paragraph: its text goes straight into the <li>.
        return `<li>${node.children.map((child) => (child.type === 'paragraph' && node.spread === false ? children(child) : render(child))).join('')}</li>`;
      case 'blockquote':
        return `<blockquote>${children(node)}</blockquote>`;
      case 'thematicBreak':
        return '<hr>';
      case 'break':
        return '<br>';
      case 'strong':
        return `<strong>${children(node)}</strong>`;
      case 'emphasis':
        return `<em>${children(node)}</em>`;
      case 'text':
        return escapeText(text(node.value));
      case 'inlineCode':
        return escapeText(node.value);
      case 'link': {
        const target = href(node);
        const inside = children(node);
        if (target === undefined) return inside;
        const external = target.startsWith('https:');
        return `<a href="${escapeAttribute(target)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${inside}</a>`;
      }
      case 'html':
        report(
          node,
          message(
            'le HTML n’est pas permis dans un article : écrivez en Markdown (**gras**, *italique*, ## titre, - liste, [lien](page:contact))',
            'HTML is not allowed in an article: write Markdown (**bold**, *italic*, ## heading, - list, [link](page:contact))',
          ),
        );
        return '';
      case 'image':
      case 'imageReference':
        report(
          node,
          message(
            'les images ne vont pas dans le texte d’un article : utilisez le champ image de l’article',
            'images do not go in an article body: use the article’s image field',
          ),
        );
        return '';
      case 'code':
        report(
          node,
          message('les blocs de code ne sont pas permis dans un article', 'code blocks are not allowed in an article'),
        );
        return '';
      case 'linkReference':
      case 'definition':
      case 'footnoteReference':
      case 'footnoteDefinition':
        report(
          node,
          message(
            'écrivez le lien en entier à sa place : [texte](page:contact)',
            'write the link in full where it stands: [text](page:contact)',
          ),
        );
        return 'children' in node ? children(node as Parents) : '';
      default:
        report(
          node,
          message(
            `cette construction Markdown (${node.type}) n’est pas permise dans un article`,
            `this Markdown construct (${node.type}) is not allowed in an article`,
          ),
        );
        return '';
    }
  }

  const html = tree.children.map((node) => render(node)).join('\n');
  return { html, problems };
}
