// The three documents marketers write, by kind: site.yaml, pages/*.yaml, pages/blog/*.yaml.

export { Post } from '../../content/schema/article.ts';
export { Settings } from '../../content/schema/site.ts';
export type { Locale, LocalizedText } from '../../content/schema/text.ts';
export { Page } from './page.ts';
export type { Section, SectionType } from './sections.ts';
