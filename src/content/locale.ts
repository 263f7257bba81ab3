// The site's two languages, French first (the default, with no address prefix).
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
