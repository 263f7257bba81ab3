// What a field is, whatever its name: the kinds a schema declares with a field (doc(…, { kind })), read by the checks, the view and the editor.

/**
 * Each kind and what it means. A field gets its kind where it is declared, most often by reusing a shared schema
 * (LocalizedText is `text`, PageId is `page`, PriceRef is `price`…). Objects, lists and named entries without a kind
 * are only groups of fields: the walker (walk.ts) goes through them.
 */
export const kinds = {
  text: 'visitor-visible words in French and English ({fr, en}): translated, typed amounts refused, {facts} filled in',
  richText: 'an article body in Markdown, in French and English: checked like text, compiled to HTML',
  category:
    'an article’s category in French and English: checked like text; the editor offers those the articles already use',
  plainText: 'words written once for both languages (a name, CPA, a phone number as printed)',
  id: 'a name declared here that others refer to (a page’s id, a person’s id, a section’s anchor)',
  page: 'names a page by its id: must exist and have an address',
  post: 'names an article by its English slug: must exist',
  person: 'names a team member by their id',
  phone: 'names a number of contact.phones in site.yaml',
  price: 'names a price of facts.prices in site.yaml (or { fact, from }): the view shows the price itself',
  terms:
    'what the prices of a section cover and exclude: needed where a price is shown, unless a section higher on the page shows the same prices with theirs',
  action: 'what a button does (opens a dialog, calls, writes…)',
  link: 'a link or button: its words and where it goes',
  url: 'an external https:// address',
  picture: 'a picture: its address, its description in both languages and its size',
  imageAddress: 'the address of a picture file (/images/…, or https:// for a photo)',
  address: 'an address of this site (a page’s path)',
  slug: 'a segment of an address (tax-reform)',
  icon: 'one of the site’s icons',
  choice: 'one of a closed set of values',
  number: 'a number',
  money: 'an amount in Canadian dollars, typed in digits: the editor shows it as the site writes it (3 500 $, $3,500)',
  yesNo: 'true or false',
  date: 'a calendar day, YYYY-MM-DD',
  time: 'a time of day, HH:MM',
} as const;

export type Kind = keyof typeof kinds;

/** The kinds holding words in both languages ({fr, en}): translated, checked for amounts, {facts} filled in. */
export const isWords = (kind: Kind | undefined): kind is 'text' | 'richText' | 'category' =>
  kind === 'text' || kind === 'richText' || kind === 'category';
