// The three documents marketers write, by kind: site.yaml, pages/*.yaml, pages/blog/*.yaml.

export { Post } from './article.ts';
export { Page } from './page.ts';
export type { Section, SectionType } from './sections.ts';
export { Settings } from './site.ts';
export type { Locale, LocalizedText } from './text.ts';
