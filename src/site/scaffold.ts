// Skeletons of a new page and a new article: valid YAML whose every text is a TODO placeholder that validate refuses until it is written.

import { bilingual, type Message, message } from '../content/messages.ts';
import { PageId } from '../content/schema/link.ts';
import { Slug } from '../content/schema/text.ts';
import { PAGES_DIR, POSTS_DIR } from './site.ts';

export type Scaffold = { file: string; text: string; addresses: { fr: string; en: string } };

const todo = (fr: string, en: string) => `{ fr: "TODO: ${fr}", en: "TODO: ${en}" }`;
/**
 * The French title typed in « Créer » (one line, as a double-quoted YAML string: JSON's escapes are YAML's), the English
 * still to write; without one, both are TODO.
 */
const titled = (title: string | undefined, fr: string, en: string) => {
  const line = title?.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return line ? `{ fr: ${JSON.stringify(line)}, en: "TODO: ${en}" }` : todo(fr, en);
};

/** The reason a name cannot be used, or undefined. */
export function invalidName(kind: 'page' | 'post', name: string): Message | undefined {
  const result = (kind === 'page' ? PageId : Slug).safeParse(name);
  if (result.success) return undefined;
  const reason = bilingual(result.error.issues[0]?.message ?? 'invalid name');
  return message(`« ${name} » ne peut pas servir : ${reason.fr}`, `“${name}” cannot be used: ${reason.en}`);
}

export function pageScaffold(id: string, title?: string): Scaffold {
  const path = `/${id}`;
  const text = `# yaml-language-server: $schema=../schema/page.schema.json
# New page. Replace every TODO text (French first, then English), then run: npm run validate
# Addresses: ${path} in French, /en${path} in English. Section types: see CONTENU.md / CONTENT.md.
id: ${id}
path: ${path}
head:
  title: ${titled(title, 'titre de l’onglet et des résultats de recherche (60 caractères au plus)', 'title of the tab and search results (60 characters at most)')}
  description: ${todo('résumé pour les moteurs de recherche (160 caractères au plus)', 'summary for search engines (160 characters at most)')}
sections:
  - type: hero
    title: ${titled(title, 'titre principal de la page', 'main heading of the page')}
    subtitle: ${todo('une phrase sous le titre', 'one sentence under the heading')}
  - type: text
    heading: ${todo('intertitre', 'subheading')}
    paragraphs:
      - ${todo('premier paragraphe', 'first paragraph')}
  - type: bookingCta
    heading: ${todo('invitation à prendre rendez-vous', 'invitation to book a meeting')}
    actions:
      - label: { fr: Prendre rendez-vous, en: Book a meeting }
        action: booking
`;
  return { file: `${PAGES_DIR}/${id}.yaml`, text, addresses: { fr: path, en: `/en${path}` } };
}

export function postScaffold(slug: string, today: Date, title?: string): Scaffold {
  const date = today.toISOString().slice(0, 10);
  const text = `# yaml-language-server: $schema=../../schema/post.schema.json
# New article. Replace every TODO text (French first, then English), then run: npm run validate
# slug.fr is the French address (/blog/${slug}): give it French words if you like (for example reforme-fiscale).
slug:
  fr: ${slug}
  en: ${slug}
date: ${date}
# Who signs it: author: <id of a team member in pages/about.yaml>, such as mathieu-gagnon. Without it, the firm signs.
# Who reviewed it, named beside the author at the top: reviewer: <id of another team member>.
category: ${todo('catégorie', 'category')}
title: ${titled(title, 'titre de l’article', 'title of the article')}
description: ${todo('résumé affiché sur la carte et dans les moteurs de recherche', 'summary shown on the card and in search engines')}
# A photo is optional: choose one in the editor (Photo), or leave it out and the site's own drawing is shown.
# The body is Markdown: ## heading, - list, **bold**, *italic*, links [words](page:<id>) or [words](post:<slug>).
body:
  fr: |
    TODO: premier paragraphe.

    ## TODO: intertitre

    TODO: paragraphe.
  en: |
    TODO: first paragraph.

    ## TODO: subheading

    TODO: paragraph.
`;
  return { file: `${POSTS_DIR}/${slug}.yaml`, text, addresses: { fr: `/blog/${slug}`, en: `/en/blog/${slug}` } };
}
