// What components are given, derived from the schemas: a section's view (ViewOf its own schema), an article, the settings and a route in one language.
import type { z } from 'zod';
import type { Head } from './head.ts';
import type { Localized } from './localize.ts';
import type { RouteEntry } from './routes.ts';
import type { Post } from './schema/article.ts';
import type { Price, PriceRef } from './schema/money.ts';
import type { Settings } from './schema/site.ts';
import type { Locale, LocalizedText } from './schema/text.ts';

/** `T` with every named price (PriceRef) replaced by the price itself, as components receive it. */
type IsPriceRef<T> = [T] extends [PriceRef] ? ([PriceRef] extends [T] ? true : false) : false;
export type WithPrices<T> = undefined extends T
  ? WithPrices<NonNullable<T>> | undefined
  : IsPriceRef<T> extends true
    ? Price
    : T extends readonly (infer Item)[]
      ? WithPrices<Item>[]
      : T extends object
        ? { [Key in keyof T]: WithPrices<T[Key]> }
        : T;

/** The props of a section's component: the section read with its own schema, in one language, named prices resolved. */
export type ViewOf<Schema extends z.ZodType> = WithPrices<Localized<z.infer<Schema>>>;

/** Any section of a route, as the registry and the route loader see it: its type names the component that draws it. */
export type AnySectionView = { type: string };

/** Who signs an article: a team member (their name, designation and role), or the firm itself when the article names nobody. */
export type Author = { id?: string; name: string; designation?: string; role?: LocalizedText };
/** An article as the site holds it: its body compiled to HTML in each language, its author and reviewer resolved. */
export type SitePost = Omit<Post, 'body' | 'author' | 'reviewer'> & {
  body?: { fr: string; en: string };
  author: Author;
  reviewer?: Author;
};

/** The publication date as the visitor's language writes it (“27 juillet 2026”), beside the YYYY-MM-DD date for <time datetime>. */
type Dated = { dateText: string };
/** An article card in one language, with the address of the article in that language (the slugs may differ). */
export type PostCard = Localized<Omit<SitePost, 'body'>> & Dated & { path: string };
export type PostView = Localized<SitePost> & Dated;

export type RouteView<Section extends AnySectionView = AnySectionView> = {
  path: string;
  locale: Locale;
  /** Other-language path for the language switch. */
  alternate: string;
  status: 200 | 404;
  /** Page id of the main menu's item that holds this page (src/site/menu-section.ts), marked as « you are here ». */
  menu?: string;
  head: Head;
  sections: Section[];
};

/** What every page of both languages shares; each language's settings come in their own module. */
export type SiteView = {
  routes: readonly RouteEntry[];
  /** Year of the build, for the copyright line (the same on server and client, so hydration matches). */
  year: number;
};

/** Settings used only while building pages: facts are already resolved into the sections, the not-found page and the head are built ahead. */
export type BuildOnlySettings = 'facts' | 'notFound' | 'seo' | 'origin';
/** The settings every page's components read, in one language (sent to the browser with each page: nothing more). */
export type SettingsView = Localized<Omit<Settings, BuildOnlySettings>>;
