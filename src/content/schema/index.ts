// The three documents marketers write, by kind: site.yaml, pages/*.yaml, pages/blog/*.yaml.
export { Settings } from './site.ts';
export { Page } from './page.ts';
export { Post } from './article.ts';
export type { Locale, LocalizedText } from './text.ts';
export type { Section, SectionType } from './sections.ts';
