// A form drawn from the JSON Schema of a content file: no form is written by hand per section type, so a new type appears here by itself.
import {
  type ChangeEvent,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { formatMoney } from '../../content/format.ts';
import type { Message } from '../../content/messages.ts';
import { GALLERY_PATH } from '../../content/routes.ts';
import { type IconName, iconWords } from '../../content/schema/icon.ts';
import { isWords, type Kind } from '../../content/schema/kind.ts';
import type { Facts } from '../../content/schema/site.ts';
import { Icon } from '../../shell/Icon.tsx';
import { PHONE_WIDTH } from '../../site/button-fit.ts';
import { closestWord } from '../../site/closest.ts';
import { factText, fillFacts, priceAmount } from '../../site/facts.ts';
import { wordsOfKey } from '../../site/price-names.ts';
import { dottedPath } from '../../site/problem.ts';
import { itemName, namedEntry, quoted, resolveNode, type TrailSchema } from '../../site/trail.ts';
import type { Option, Options, WebImage } from '../contract.ts';
import { keyOf } from '../entry-key.ts';
import { numberText, readTypedNumber } from '../typed-number.ts';
import { readTime } from '../typed-time.ts';
import type { EditPath } from '../yaml-edit.ts';
import { fileAddress } from './address.ts';
import { BigChange, Elsewhere, OtherLanguage, useSavedValue } from './Elsewhere.tsx';
import { factsHeld } from './facts-held.ts';
import type { PriceProblem } from './typed-price.ts';
import { type UiLang, words } from './words.ts';

export type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: string[];
  choices?: Record<string, { en: string; fr: string }>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
  examples?: unknown[];
  title?: string;
  label?: string;
  add?: string;
  kind?: Kind;
  names?: boolean;
};

export type FormContext = {
  defs: Record<string, Schema>;
  options: Options;
  lang: UiLang;
  /** The open file's problems by dotted path; a typed price carries the edit that names a price instead. */
  problems: ReadonlyMap<string, PriceProblem[]>;
  set: (path: EditPath, value: unknown) => void;
  remove: (path: EditPath) => void;
  insert: (path: EditPath, index: number, value: unknown) => void;
  move: (path: EditPath, from: number, to: number) => void;
  /** A number field says whether it holds text that cannot be read surely (Save waits until it is fixed). */
  unreadNumber: (path: EditPath, unread: boolean) => void;
  /** The firm's facts as the form holds them now: a text naming one ({openingHours}) says what the site will show. */
  facts?: Facts;
  /** Sends a chosen picture to the server (the local editor's API, or the hosted one's): the form itself holds no API, so each editor's page carries only its own. */
  uploadImage: (file: File) => Promise<{ status: number; body: WebImage | { error: Message } }>;
  /** Where a picture's preview is read from when the page cannot serve `src` itself (the hosted editor: a draft's picture kept in the browser). */
  pictureAddress?: (src: string) => string;
  /** The settings' form schema in the editor's language: a fact a text names reads by the settings' label for it. */
  siteSchema?: TrailSchema;
  /** Opens a file at a field (the local editor's go): a page's price opens its amount in the settings. */
  goTo?: (file: string, path: EditPath) => void;
  /** The file was never published: its addresses are being chosen, so they show unfolded under its title. */
  newFile?: boolean;
  /** The open page's full addresses as the route table builds them from the draft (/blog/date-limite-reer), shown under its address fields. */
  addresses?: { fr: string; en: string };
  /** A new article's English address still copies the French one: it will follow the English title once written. */
  addressWaitsForTitle?: boolean;
};
const Context = createContext<FormContext | null>(null);
export const FormProvider = Context.Provider;
const useForm = () => useContext(Context)!;

/** The id of a field's input, so problems and the preview can focus it. */
export const fieldId = (path: EditPath) => `field-${dottedPath(path).replace(/[^\w-]/g, '_')}`;

/** A schema with its $ref followed; the field's own words (label, description, add button) and kind win over its type's. */
export const resolve = (schema: Schema | undefined, defs: Record<string, Schema>): Schema =>
  resolveNode(schema as TrailSchema | undefined, defs as Record<string, TrailSchema>) as Schema;

/** A field's short label in the editor's language (declared with doc(label, en, fr)); the key only if a schema forgot it (a unit test forbids that). */
export const labelOf = (schema: Schema | undefined, defs: Record<string, Schema>, key: string): string =>
  resolve(schema, defs).label ?? key;

/** The branch of a `type`-tagged union (sections) that fits the value. */
function branchFor(schema: Schema, value: unknown, defs: Record<string, Schema>): Schema | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  if (!options) return undefined;
  const tag = value !== null && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  if (tag === undefined) return undefined;
  return options
    .map((option) => resolve(option, defs))
    .find((option) => (option.properties?.type as { const?: unknown } | undefined)?.const === tag);
}

function FieldProblems({ path }: { path: EditPath }) {
  const { problems, lang } = useForm();
  const here = problems.get(dottedPath(path)) ?? [];
  if (here.length === 0) return null;
  return (
    <ul className="field-problems" id={`${fieldId(path)}-problems`}>
      {here.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: messages, recomputed whole after each change and never moved one by one
        <li key={index} className={problem.rule === PHONE_WIDTH ? 'field-problems__warning' : undefined}>
          {problem.message[lang]}
          {problem.typed && <TypedPriceFix typed={problem.typed} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A price typed in a sentence put right in one click, as an unknown section's type is: the same one-field edit writes the
 * text with the price's name in the amount's place. One button when exactly one price has that amount, and any price
 * chosen by its name (« Insérer un prix »).
 */
function TypedPriceFix({ typed }: { typed: NonNullable<PriceProblem['typed']> }) {
  const { set, lang, options, facts } = useForm();
  const t = words[lang];
  const id = fieldId(typed.path);
  return (
    <span className="typed-price">
      {typed.fact !== undefined && (
        <button
          type="button"
          className="small-button"
          aria-controls={id}
          onClick={() => set(typed.path, typed.replaced(typed.fact!))}
        >
          {t.replaceType(typed.written, `{${typed.fact}}`)}
        </button>
      )}
      {typed.kind === 'price' && (
        <select
          aria-label={t.insertPrice}
          aria-controls={id}
          value=""
          onChange={(event) => event.currentTarget.value && set(typed.path, typed.replaced(event.currentTarget.value))}
        >
          <option value="">{t.insertPrice}</option>
          {options.prices.map((option) => (
            <option key={option.value} value={option.value}>
              {priceLabel(option, facts, lang)}
            </option>
          ))}
        </select>
      )}
    </span>
  );
}

/**
 * A price to choose, named with its amount as the form holds it now, unsaved changes included (trial 17: a price just
 * raised still read « 170 $ » in the lists until saved); the server's label when the settings cannot be read.
 */
function priceLabel(option: Option, facts: Facts | undefined, lang: 'fr' | 'en'): string {
  if (!facts || !option.name) return option.label[lang];
  try {
    return `${option.name[lang]} — ${factText({ name: option.value }, facts, lang)}`;
  } catch {
    return option.label[lang];
  }
}

/**
 * Entries alike (the prices, the phones, the questions of a list) share their help: it shows in the first and is said
 * to screen readers in the others (trial 15: twelve prices, each with the same nine lines, read as one wall).
 */
const FirstOfAlike = createContext(true);

/** A field's help, its first paragraph; shown once among entries alike. */
function Help({ text, id }: { text: string | undefined; id?: string }) {
  const shown = useContext(FirstOfAlike);
  if (!text) return null;
  return (
    <p className={shown ? 'field-help' : 'field-help visually-hidden'} id={id}>
      {text.split('\n\n')[0]}
    </p>
  );
}

function Described({
  schema,
  children,
  label,
  path,
}: {
  schema: Schema;
  children: ReactNode;
  label: string;
  path: EditPath;
}) {
  const { problems } = useForm();
  const invalid = (problems.get(dottedPath(path)) ?? []).length > 0;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label htmlFor={fieldId(path)}>{label}</label>
      <Help text={schema.description} id={`${fieldId(path)}-help`} />
      {children}
      <FieldProblems path={path} />
    </div>
  );
}

type TextBoxProps = {
  id: string;
  value: string;
  lang?: string;
  'aria-describedby': string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur?: (event: { currentTarget: { value: string } }) => void;
};

/**
 * A text field that grows with its words. Always the same element: swapping an input for a textarea once a text passed
 * 80 characters took the keyboard away mid-word, and every later keystroke was lost (found by a marketer trial).
 * Enter adds a line only to a text that already has several; a title stays on one line.
 */
function TextBox(props: TextBoxProps) {
  const lines = props.value.split('\n');
  const rows = Math.min(
    12,
    lines.reduce((count, line) => count + Math.max(1, Math.ceil(line.length / 70)), 0),
  );
  return (
    <textarea
      {...props}
      className="text-box"
      rows={rows}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && lines.length === 1) event.preventDefault();
      }}
    />
  );
}

const describedBy = (path: EditPath, schema: Schema) =>
  [schema.description ? `${fieldId(path)}-help` : '', `${fieldId(path)}-problems`].filter(Boolean).join(' ');

/** A text in French and English side by side; an article body (rich text) gets the Markdown toolbar. */
function Bilingual({ path, value, schema, label }: WidgetProps) {
  const { set, lang } = useForm();
  const text = (value ?? {}) as { fr?: string; en?: string };
  return (
    <fieldset className="bilingual" data-group={fieldId(path)}>
      <legend>{label}</legend>
      <Help text={schema.description} />
      <div className="bilingual__pair">
        {(['fr', 'en'] as const).map((locale) => {
          const fieldPath = [...path, locale];
          const props = {
            id: fieldId(fieldPath),
            value: text[locale] ?? '',
            lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
            'aria-describedby': `${fieldId(fieldPath)}-problems ${fieldId(fieldPath)}-other-language`,
            onChange: (event: { currentTarget: { value: string } }) => set(fieldPath, event.currentTarget.value),
          };
          return (
            <div className="field" key={locale}>
              <label htmlFor={props.id}>{words[lang][locale]}</label>
              {schema.kind === 'richText' ? (
                <MarkdownField {...props} onText={(value) => set(fieldPath, value)} />
              ) : (
                <TextBox {...props} />
              )}
              {/* Right under the box, what each {fact} in it is; then the sentence whole (an article body is too long to repeat). */}
              <FactsLegend text={props.value} locale={locale} id={`${props.id}-facts`} />
              {schema.kind !== 'richText' && <OnSite text={props.value} locale={locale} id={`${props.id}-on-site`} />}
              <Elsewhere path={fieldPath} text={props.value} id={`${props.id}-elsewhere`} />
              <OtherLanguage path={fieldPath} text={props.value} id={`${props.id}-other-language`} />
              <FieldProblems path={fieldPath} />
            </div>
          );
        })}
      </div>
      <FieldProblems path={path} />
    </fieldset>
  );
}

/**
 * Under a text that names a fact ({openingHours}, {companyPlan}), the sentence as the site will show it: a changed fact
 * shows at once. Nothing while the facts cannot be read (being edited).
 */
function OnSite({ text, locale, id }: { text: string; locale: 'fr' | 'en'; id: string }) {
  const { facts, lang } = useForm();
  if (!facts || !/\{[^}]+\}/.test(text)) return null;
  let sentence: string;
  try {
    sentence = fillFacts(text, facts, locale);
  } catch {
    return null;
  }
  if (sentence === text) return null;
  return (
    <p className="field-help field-shown" id={id}>
      {words[lang].onSite} <span lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}>{sentence}</span>
    </p>
  );
}

/**
 * One line per fact the text names: « {companyPlan} affiche Entreprises : 3 900 $ — il suit le prix, ne le remplacez
 * pas. », the name opening the fact in the settings (trial 9: the name read as code and was replaced by the amount).
 */
function FactsLegend({ text, locale, id }: { text: string; locale: 'fr' | 'en'; id: string }) {
  const { facts, lang, options, siteSchema, goTo } = useForm();
  if (!facts || !text.includes('{')) return null;
  const names = Object.fromEntries(options.prices.flatMap((price) => (price.name ? [[price.value, price.name]] : [])));
  const held = factsHeld(text, facts, locale, lang, names, siteSchema);
  if (held.length === 0) return null;
  const t = words[lang];
  return (
    <ul className="field-help facts-held" id={id}>
      {held.map((fact) => {
        const named = (
          <>
            {fact.name}
            {lang === 'fr' ? '\u00a0: ' : ': '}
            <span lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}>{fact.shown || t.factEmpty}</span>
          </>
        );
        return (
          <li key={fact.written}>
            <code translate="no">{fact.written}</code> {t.factShows}{' '}
            {goTo ? (
              <a
                href={fileAddress('site.yaml', fact.path)}
                title={t.factOpen}
                onClick={(event) => {
                  event.preventDefault();
                  goTo('site.yaml', fact.path);
                }}
              >
                {named}
              </a>
            ) : (
              <strong>{named}</strong>
            )}{' '}
            — {t.factFollows[fact.kind]}
          </li>
        );
      })}
    </ul>
  );
}

/** An article body: Markdown with a toolbar (bold, italic, heading, list, link to a page or an article picked by title). */
function MarkdownField({
  id,
  value,
  lang: textLang,
  onText,
  ...rest
}: {
  id: string;
  value: string;
  lang: string;
  onText: (value: string) => void;
  'aria-describedby': string;
}) {
  const { lang, options } = useForm();
  const area = useRef<HTMLTextAreaElement>(null);
  const t = words[lang];
  const [target, setTarget] = useState('');
  /** Wraps the selection (or inserts at the caret) and keeps the selection on the words. */
  const wrap = (before: string, after = before, placeholder = '') => {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const chosen = value.slice(start, end) || placeholder;
    onText(value.slice(0, start) + before + chosen + after + value.slice(end));
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + before.length, start + before.length + chosen.length);
    });
  };
  /** Puts a marker at the start of the selected lines (## for a heading, - for a list). */
  const prefixLines = (marker: string) => {
    const element = area.current;
    if (!element) return;
    const start = value.lastIndexOf('\n', element.selectionStart - 1) + 1;
    const end = element.selectionEnd;
    const lines = value
      .slice(start, end)
      .split('\n')
      .map((line) => (line.startsWith(marker) ? line : marker + line));
    onText(value.slice(0, start) + lines.join('\n') + value.slice(end));
    requestAnimationFrame(() => element.focus());
  };
  const links = [
    ...options.pages.map((page) => ({ value: `page:${page.value}`, label: page.label[lang] })),
    ...options.posts.map((post) => ({ value: `post:${post.value}`, label: `${t.article} — ${post.label[lang]}` })),
  ];
  return (
    <div className="markdown">
      <div className="markdown__toolbar" role="toolbar" aria-label={t.toolbar} aria-controls={id}>
        <button type="button" className="small-button" onClick={() => wrap('**', '**', t.boldText)}>
          <strong>{t.bold}</strong>
        </button>
        <button type="button" className="small-button" onClick={() => wrap('*', '*', t.italicText)}>
          <em>{t.italic}</em>
        </button>
        <button type="button" className="small-button" onClick={() => prefixLines('## ')}>
          {t.heading}
        </button>
        <button type="button" className="small-button" onClick={() => prefixLines('- ')}>
          {t.list}
        </button>
        <label className="inline">
          <span className="visually-hidden">{t.linkTo}</span>
          <select value={target} onChange={(event) => setTarget(event.currentTarget.value)} aria-label={t.linkTo}>
            <option value="">{t.linkTo}</option>
            {links.map((link) => (
              <option key={link.value} value={link.value}>
                {link.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="small-button"
          disabled={target === ''}
          onClick={() => wrap('[', `](${target})`, t.linkText)}
        >
          {t.insertLink}
        </button>
      </div>
      <textarea
        ref={area}
        id={id}
        lang={textLang}
        value={value}
        rows={14}
        onChange={(event) => onText(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter on a list item starts the next one, as a word processor does; on an empty one it ends the list
          // (trial 15 pressed « Liste » again for every item).
          if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
          if (event.nativeEvent.isComposing) return;
          const element = event.currentTarget;
          const { selectionStart: start, selectionEnd: end } = element;
          const lineStart = value.lastIndexOf('\n', start - 1) + 1;
          const item = /^(\s*)([-*]|\d+\.) /.exec(value.slice(lineStart, start));
          if (start !== end || !item) return;
          event.preventDefault();
          const [marker, indent, bullet] = item as unknown as [string, string, string];
          const empty = value.slice(lineStart, start) === marker && !value.slice(start).split('\n')[0]!.trim();
          const insert = empty
            ? ''
            : `\n${indent}${bullet.endsWith('.') ? `${Number.parseInt(bullet, 10) + 1}.` : bullet} `;
          const from = empty ? lineStart : start;
          onText(value.slice(0, from) + insert + value.slice(end));
          requestAnimationFrame(() => element.setSelectionRange(from + insert.length, from + insert.length));
        }}
        aria-describedby={`${rest['aria-describedby']} ${id}-marks`}
      />
      {/* Trial 13 found « ## » cryptic in the box: what each mark the buttons write becomes on the site. */}
      <p className="field-help" id={`${id}-marks`}>
        {t.marks}
      </p>
    </div>
  );
}

/** One of the site's pages, articles, phone numbers or team members, chosen by its name in the editor's language. */
function Picker({ path, value, schema, label, list }: WidgetProps & { list: 'pages' | 'posts' | 'phones' | 'people' }) {
  const { set, lang, options } = useForm();
  return (
    <Described schema={schema} label={label} path={path}>
      <select
        id={fieldId(path)}
        value={typeof value === 'string' ? value : ''}
        aria-describedby={describedBy(path, schema)}
        onChange={(event) => set(path, event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      >
        {typeof value !== 'string' && (
          <option value="">{list === 'people' ? words[lang].nobody : words[lang].choose}</option>
        )}
        {options[list].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label[lang]}
          </option>
        ))}
      </select>
    </Described>
  );
}

type WidgetProps = { path: EditPath; value: unknown; schema: Schema; label: string };

/**
 * An article's category: one the articles already use, chosen in one go for both languages (trial 12 copied the names
 * from the live blog, and a near-duplicate was one typo away), or a new one written in the two boxes below.
 */
function CategoryField(props: WidgetProps) {
  const { set, lang, options } = useForm();
  const t = words[lang];
  const text = (props.value ?? {}) as { fr?: string; en?: string };
  const chosen = options.categories.findIndex((category) => category.fr === text.fr && category.en === text.en);
  const id = `${fieldId(props.path)}-used`;
  return (
    <>
      {options.categories.length > 0 && (
        <div className="field">
          <label htmlFor={id}>{t.categoryUsed}</label>
          <select
            id={id}
            value={chosen === -1 ? '' : String(chosen)}
            onChange={(event) => {
              const category = options.categories[Number(event.currentTarget.value)];
              if (category) set(props.path, { fr: category.fr, en: category.en });
            }}
          >
            <option value="">{t.categoryOther}</option>
            {options.categories.map((category, index) => (
              <option key={`${category.fr}|${category.en}`} value={index}>
                {lang === 'fr' ? `${category.fr} (${category.en})` : `${category.en} (${category.fr})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <Bilingual {...props} />
    </>
  );
}

/** The widget of each kind of field (kind.ts); a field without a kind is a group of fields, a list or named entries. */
const widgets: Record<Kind, (props: WidgetProps) => ReactNode> = {
  text: Bilingual,
  richText: Bilingual,
  category: CategoryField,
  picture: ImageField,
  page: (props) => <Picker {...props} list="pages" />,
  post: (props) => <Picker {...props} list="posts" />,
  phone: (props) => <Picker {...props} list="phones" />,
  price: PriceField,
  icon: IconField,
  action: ChoiceField,
  choice: ChoiceField,
  number: NumberField,
  money: MoneyField,
  yesNo: CheckField,
  link: (props) => <ObjectField {...props} />,
  terms: (props) => <ObjectField {...props} />,
  plainText: TextField,
  id: TextField,
  person: (props) => <Picker {...props} list="people" />,
  url: TextField,
  imageAddress: TextField,
  address: TextField,
  slug: SlugField,
  date: TextField,
  time: TimeField,
};

/** One field: the widget of its kind, or for a group of fields, a list or named entries, the fields inside it. */
export function Field({ path, value, schema: raw, label }: WidgetProps) {
  const { defs } = useForm();
  const schema = resolve(raw, defs);
  if (schema.kind !== undefined) return widgets[schema.kind]({ path, value, schema, label });
  if (schema.type === 'array') return <ListField path={path} value={value} schema={schema} label={label} />;
  const branch = branchFor(schema, value, defs);
  const sectionTypes = typeTags(schema, defs);
  if (!branch && sectionTypes.length > 0 && value !== null && typeof value === 'object')
    return <UnknownSection path={path} value={value} types={sectionTypes} label={label} />;
  if (branch)
    return (
      <ObjectField
        path={path}
        value={value}
        schema={branch}
        label={`${label} — ${branch.label ?? String((value as { type?: unknown }).type)}`}
      />
    );
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object')
    return <RecordField path={path} value={value} schema={schema} label={label} />;
  if (schema.type === 'object' || schema.properties)
    return <ObjectField path={path} value={value} schema={schema} label={label} />;
  return <TextField path={path} value={value} schema={schema} label={label} />;
}

/** Words typed as they are: a name, an id, an address. */
function TextField({ path, value, schema, label }: WidgetProps) {
  const { set } = useForm();
  return (
    <Described schema={schema} label={label} path={path}>
      <TextBox
        id={fieldId(path)}
        value={typeof value === 'string' ? value : ''}
        aria-describedby={describedBy(path, schema)}
        onChange={(event) => set(path, event.currentTarget.value)}
      />
    </Described>
  );
}

/**
 * A time of day typed as people write it (20 h, 8h30, "08:00"): the site's HH:MM goes to the file as soon as the text
 * reads as one, so nothing turns red while « 20 h » is typed; once the field is left it shows as saved, with what was
 * typed under it, as a number does (trial 11: red while typing, then silently 20:00). Text that is no time is kept, for
 * the validator to say why.
 */
function TimeField({ path, value, schema, label }: WidgetProps) {
  const { set, lang } = useForm();
  const [typed, setTyped] = useState<{ text: string; read?: string; forValue: unknown } | null>(null);
  const shown = typed !== null && typed.forValue === value ? typed : null;
  const id = fieldId(path);
  return (
    <Described schema={schema} label={label} path={path}>
      <TextBox
        id={id}
        value={shown ? shown.text : typeof value === 'string' ? value : ''}
        aria-describedby={[describedBy(path, schema), shown?.read ? `${id}-read` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const next = readTime(text) ?? text;
          setTyped({ text, forValue: next });
          set(path, next);
        }}
        onBlur={() => {
          if (!shown || typeof value !== 'string' || shown.text.trim() === value) return;
          setTyped({ text: value, read: shown.text.trim(), forValue: value });
        }}
      />
      <p className="field-read" id={`${id}-read`} aria-live="polite">
        {shown?.read && typeof value === 'string' ? words[lang].readAs(shown.read, value) : ''}
      </p>
    </Described>
  );
}

/** An article's address in one language: typed as words, with the full address it makes written under it. */
function SlugField(props: WidgetProps) {
  const { addresses, addressWaitsForTitle, lang } = useForm();
  const locale = props.path.at(-1);
  const full = addresses && (locale === 'fr' || locale === 'en') ? addresses[locale] : undefined;
  return (
    <>
      <TextField {...props} />
      {full !== undefined && (
        <p className="field-help field-shown" id={`${fieldId(props.path)}-full`}>
          {words[lang].fullAddress} <code lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}>{full}</code>
        </p>
      )}
      {locale === 'en' && addressWaitsForTitle && (
        <p className="field-help field-shown">{words[lang].addressWaitsForTitle}</p>
      )}
    </>
  );
}

/**
 * A price named from site.yaml, chosen by its name and amount; where the field allows it ({ fact, from: true }), shown as
 * a starting price. Its amount is changed where it is written once: a link opens it in the settings.
 */
function PriceField({ path, value, schema, label }: WidgetProps) {
  const { set, lang, options, facts, goTo } = useForm();
  const t = words[lang];
  const fact = typeof value === 'string' ? value : (value as { fact?: string } | undefined)?.fact;
  const from = typeof value === 'object' && value !== null && (value as { from?: boolean }).from === true;
  // A price reference is a name or a name with “from” (a union); a bare price name (a sum's part) has no “from”.
  const mayStartFrom = schema.anyOf !== undefined;
  // A computed price (a sum) has no amount of its own: the link opens the prices it adds up.
  const amountPath: EditPath | undefined =
    fact && facts?.prices[fact]
      ? ['facts', 'prices', fact, facts.prices[fact].amount === undefined ? 'sum' : 'amount']
      : undefined;
  return (
    <Described schema={{ ...schema, description: t.priceHelp }} label={label} path={path}>
      <select
        id={fieldId(path)}
        value={fact ?? ''}
        aria-describedby={describedBy(path, schema)}
        onChange={(event) =>
          set(path, from ? { fact: event.currentTarget.value, from: true } : event.currentTarget.value)
        }
      >
        <option value="">{t.choose}</option>
        {options.prices.map((option) => (
          <option key={option.value} value={option.value}>
            {priceLabel(option, facts, lang)}
          </option>
        ))}
      </select>
      {mayStartFrom && (
        <label className="inline">
          <input
            type="checkbox"
            checked={from}
            onChange={(event) =>
              set(path, event.currentTarget.checked ? { fact: fact ?? '', from: true } : (fact ?? ''))
            }
          />{' '}
          {t.from}
        </label>
      )}
      {amountPath && goTo && (
        <p className="field-help">
          <a
            href={fileAddress('site.yaml', amountPath)}
            onClick={(event) => {
              event.preventDefault();
              goTo('site.yaml', amountPath);
            }}
          >
            {t.changeAmount}
          </a>
        </p>
      )}
    </Described>
  );
}

function IconField({ path, value, label }: WidgetProps) {
  const { set, options, lang } = useForm();
  return (
    <fieldset className="icon-picker">
      <legend>{label}</legend>
      <div role="radiogroup" aria-label={label}>
        {options.icons.map((icon) => (
          <label key={icon} className={icon === value ? 'icon-choice icon-choice--on' : 'icon-choice'}>
            <input
              type="radio"
              name={fieldId(path)}
              value={icon}
              checked={icon === value}
              onChange={() => set(path, icon)}
              id={icon === value || (value === undefined && icon === options.icons[0]) ? fieldId(path) : undefined}
            />
            <Icon name={icon as IconName} />
            {/* What it shows, in the editor's language: never its code name (piggyBank). */}
            <span>{iconWords[icon as IconName]?.[lang] ?? icon}</span>
          </label>
        ))}
      </div>
      <FieldProblems path={path} />
    </fieldset>
  );
}

function CheckField({ path, value, schema, label }: WidgetProps) {
  const { set } = useForm();
  return (
    <div className="field">
      <label className="inline">
        <input
          id={fieldId(path)}
          type="checkbox"
          checked={value === true}
          onChange={(event) => set(path, event.currentTarget.checked)}
        />{' '}
        {label}
      </label>
      <Help text={schema.description} />
      <FieldProblems path={path} />
    </div>
  );
}

/** What every field widget is given: where the field sits, its value, its schema and its label. */
type FieldProps = { path: EditPath; value: unknown; schema: Schema; label: string };

/**
 * A number as a marketer types it, the French or the English way (typed-number.ts). Text that cannot be read surely
 * (3.900: 3.9 or 3900?) stays in the draft as typed, marked invalid with its reason, so it is still there after the
 * file is left or the page reloaded (trial 12: « 39OO » came back as 39, ready to save); it never reaches the file.
 */
/**
 * `onSite`: how the site writes the number, shown under it while what is typed reads as a number; `understood`: the
 * number in the field's own terms in the note after a reinterpretation (« compris comme 3 900 $ », MoneyField).
 */
function NumberField({
  path,
  value,
  schema,
  label,
  onSite,
  understood,
}: FieldProps & { onSite?: (value: number) => string; understood?: (value: number) => string }) {
  const { set, lang, problems, unreadNumber } = useForm();
  // What was typed, kept beside the value it gave: once the value changes elsewhere (a discard, a reload), the value shows.
  // `read`: the field lost the focus and its text was written as it will be saved (3 900,00 → 3900), with a note saying so.
  const [typed, setTyped] = useState<{
    text: string;
    refused?: Message;
    /** What she typed, once it was written as it will be saved (said under the field: trial 10 nearly missed « Lu : 3900 »). */
    read?: string;
    forValue: unknown;
  } | null>(null);
  const kept = typeof value === 'string' ? readTypedNumber(value, lang) : undefined;
  const shown =
    typed !== null && typed.forValue === value
      ? typed
      : typeof value === 'string'
        ? { text: value, refused: kept?.kind === 'refused' ? kept.message : undefined, forValue: value }
        : null;
  const refused = shown?.refused !== undefined;
  const key = dottedPath(path);
  useEffect(() => unreadNumber(pathFromKey(key), refused), [key, refused, unreadNumber]);
  useEffect(() => () => unreadNumber(pathFromKey(key), false), [key, unreadNumber]);
  const id = fieldId(path);
  const invalid = refused || (problems.get(key) ?? []).length > 0;
  return (
    <Described schema={schema} label={label} path={path}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={shown ? shown.text : typeof value === 'number' ? numberText(value, lang) : ''}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy(path, schema), refused ? `${id}-typed` : '', shown?.read ? `${id}-read` : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const read = readTypedNumber(text, lang);
          if (read.kind === 'refused') {
            setTyped({ text, refused: read.message, forValue: text });
            return set(path, text);
          }
          const next = read.kind === 'empty' ? null : read.value;
          setTyped({ text, forValue: next });
          set(path, next);
        }}
        onBlur={() => {
          // Never while typing: once the marketer leaves the field, it shows the number the file will hold.
          if (!shown || refused || typeof value !== 'number' || shown.text.trim() === numberText(value, lang)) return;
          setTyped({ text: numberText(value, lang), read: shown.text.trim(), forValue: value });
        }}
      />
      {shown?.refused && (
        <p className="field-problems" id={`${id}-typed`}>
          {shown.refused[lang]}
        </p>
      )}
      <p className="field-read" id={`${id}-read`} aria-live="polite">
        {shown?.read && typeof value === 'number'
          ? words[lang].readAs(shown.read, (understood ?? ((number) => numberText(number, lang)))(value))
          : ''}
      </p>
      {/* Never beside a refusal or a problem: the amount would contradict it (trial 15: « -3 750 $ » and « négatif »). */}
      {onSite && typeof value === 'number' && !invalid && (
        <p className="field-help field-shown" id={`${id}-shown`}>
          {onSite(value)}
        </p>
      )}
    </Described>
  );
}

/**
 * An amount of money: typed as a number, and shown under it as the site writes it in each language, from the value the
 * form holds now (a saved price, or the one being typed), never from an example that goes stale.
 */
function MoneyField(props: WidgetProps) {
  const { lang } = useForm();
  // The amount as opened or last saved: a change says what it replaces (trial 14 wanted « au lieu de 3 500 $ »).
  const saved = useSavedValue(props.path);
  return (
    <>
      <NumberField
        {...props}
        onSite={(value) =>
          words[lang].shownAs(
            formatMoney(value, 'fr'),
            formatMoney(value, 'en'),
            typeof saved === 'number' && saved !== value ? formatMoney(saved, lang) : undefined,
          )
        }
        understood={(value) => formatMoney(value, lang)}
      />
      <BigChange
        path={props.path}
        value={props.value}
        shown={(amount) => formatMoney(amount, lang)}
        id={`${fieldId(props.path)}-big-change`}
      />
    </>
  );
}

/** sections.2.amount → ['sections', 2, 'amount']. */
export const pathFromKey = (key: string): EditPath =>
  key === '' ? [] : key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The types a `type`-tagged union (a list's sections) allows; empty for any other schema. */
function typeTags(schema: Schema, defs: Record<string, Schema>): string[] {
  return (schema.oneOf ?? schema.anyOf ?? [])
    .map((option) => (resolve(option, defs).properties?.type as { const?: unknown } | undefined)?.const)
    .filter((tag): tag is string => typeof tag === 'string');
}

/**
 * A section whose type the schema does not know: the validator's words where its fields would be, and when a known type
 * is close, a button that writes it (the same one-line edit as any field), after which the section's fields appear.
 */
function UnknownSection({
  path,
  value,
  types,
  label,
}: {
  path: EditPath;
  value: object;
  types: string[];
  label: string;
}) {
  const { set, lang } = useForm();
  const type = (value as { type?: unknown }).type;
  const suggestion = typeof type === 'string' ? closestWord(type, types) : undefined;
  const headingId = useId();
  return (
    <fieldset
      className="group group--unknown field--invalid"
      aria-labelledby={headingId}
      data-unknown-section={fieldId(path)}
    >
      <legend id={headingId}>{typeof type === 'string' ? `${label} — ${type}` : label}</legend>
      <FieldProblems path={path} />
      <FieldProblems path={[...path, 'type']} />
      {suggestion !== undefined && (
        <button
          type="button"
          className="small-button"
          id={fieldId([...path, 'type'])}
          aria-describedby={`${fieldId([...path, 'type'])}-problems`}
          onClick={() => set([...path, 'type'], suggestion)}
        >
          {words[lang].replaceType(String(type), suggestion)}
        </button>
      )}
    </fieldset>
  );
}

/**
 * One value of a closed set, named by its meaning in the editor's language (choices() in the schema), never by its code
 * word (fiscalYear): a few as radio buttons, a long set (an icon to draw) in a list. Numbers (columns) are their own words.
 */
function ChoiceField(props: WidgetProps) {
  const { path, value, schema, label } = props;
  const { set, lang } = useForm();
  const values: unknown[] = schema.enum ?? (schema.anyOf ?? []).map((option) => (option as { const?: unknown }).const);
  if (schema.enum && schema.choices && values.length <= 8) return <ExplainedChoices {...props} />;
  return (
    <Described schema={schema} label={label} path={path}>
      <select
        id={fieldId(path)}
        value={value === undefined ? '' : String(value)}
        aria-describedby={describedBy(path, schema)}
        onChange={(event) =>
          set(
            path,
            values.find((option) => String(option) === event.currentTarget.value),
          )
        }
      >
        <option value="">{words[lang].choose}</option>
        {values.map((option) => (
          <option key={String(option)} value={String(option)}>
            {schema.choices?.[String(option)]?.[lang] ?? String(option)}
          </option>
        ))}
      </select>
    </Described>
  );
}

/** An enum whose values are explained (choices() in the schema): one radio button per value, named by its meaning in the editor's language. */
function ExplainedChoices({ path, value, schema, label }: WidgetProps) {
  const { set, lang } = useForm();
  const values = schema.enum ?? [];
  const headingId = useId();
  const helpId = `${fieldId(path)}-help`;
  // The checked radio (or the first) carries the field's id, so a problem or the preview can focus the field.
  const focused = values.includes(String(value)) ? String(value) : values[0];
  return (
    <fieldset
      className="choices"
      aria-labelledby={headingId}
      aria-describedby={schema.description ? helpId : undefined}
    >
      <legend id={headingId}>{label}</legend>
      <Help text={schema.description} id={helpId} />
      <div className="choices__list">
        {values.map((option) => {
          const id = option === focused ? fieldId(path) : `${fieldId(path)}-${option}`;
          return (
            <label key={option} className={option === value ? 'choice choice--on' : 'choice'} htmlFor={id}>
              <input
                type="radio"
                id={id}
                name={fieldId(path)}
                value={option}
                checked={option === value}
                onChange={() => set(path, option)}
              />
              <span className="choice__meaning">{schema.choices?.[option]?.[lang] ?? option}</span>
            </label>
          );
        })}
      </div>
      <FieldProblems path={path} />
    </fieldset>
  );
}

/**
 * A picture: chosen from a file, which the server makes web-ready in public/images/ and whose size it reads, or a
 * remote https photo typed in. Its alt text stays a field of its own, to write in both languages.
 */
function ImageField({ path, value, schema, label }: WidgetProps) {
  const { set, lang, defs, uploadImage, pictureAddress } = useForm();
  const t = words[lang];
  const record = (value ?? {}) as Record<string, unknown>;
  const properties = schema.properties ?? {};
  const src = typeof record.src === 'string' ? record.src : '';
  // The size of a picture of the site's own was read from the file: typing another would only distort it.
  const local = src.startsWith('/images/');
  const [upload, setUpload] = useState<{ busy: boolean; words: string; failed: boolean }>({
    busy: false,
    words: '',
    failed: false,
  });
  // While the server prepares it (13 s on a busy machine, trial 9), the picture chosen shows at once, with a bar moving.
  const [chosen, setChosen] = useState('');
  useEffect(() => () => URL.revokeObjectURL(chosen), [chosen]);
  const [broken, setBroken] = useState('');
  const headingId = useId();
  const fileId = fieldId([...path, 'file']);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setUpload({ busy: true, words: t.uploading, failed: false });
    setChosen(URL.createObjectURL(file));
    try {
      const { status, body } = await uploadImage(file).finally(() => setChosen(''));
      if (status === 200 && 'src' in body) {
        set([...path, 'src'], body.src);
        set([...path, 'width'], body.width);
        set([...path, 'height'], body.height);
        setUpload({ busy: false, words: t.imageAdded(body.width, body.height), failed: false });
        return;
      }
      const error = 'error' in body ? body.error : undefined;
      setUpload({
        busy: false,
        words: `${t.imageFailed} ${typeof error === 'string' ? error : (error?.[lang] ?? String(status))}`,
        failed: true,
      });
    } catch (error) {
      setUpload({
        busy: false,
        words: `${t.imageFailed} ${error instanceof Error ? error.message : String(error)}`,
        failed: true,
      });
    }
  }

  const size = (key: 'width' | 'height') =>
    local ? (
      <Described
        schema={{ description: t.readFromFile }}
        label={labelOf(properties[key], defs, key)}
        path={[...path, key]}
      >
        <input
          id={fieldId([...path, key])}
          type="number"
          readOnly
          value={typeof record[key] === 'number' ? record[key] : ''}
          aria-describedby={`${fieldId([...path, key])}-help ${fieldId([...path, key])}-problems`}
        />
      </Described>
    ) : (
      <Field
        path={[...path, key]}
        value={record[key]}
        schema={properties[key]!}
        label={labelOf(properties[key], defs, key)}
      />
    );

  return (
    <fieldset className="group image-field" aria-labelledby={headingId} data-group={fieldId(path)}>
      <legend id={headingId}>{label}</legend>
      <Help text={schema.description} />
      <FieldProblems path={path} />
      <div className="image-field__choose">
        {chosen ? (
          <img className="image-field__preview image-field__preview--chosen" src={chosen} alt={t.imageChosen} />
        ) : (
          src &&
          broken !== src && (
            <img
              className="image-field__preview"
              src={pictureAddress?.(src) ?? src}
              alt={t.imagePreview}
              onError={() => setBroken(src)}
            />
          )
        )}
        <div className="field">
          {/* The browser's own button speaks its language (« Choose File » under a French label, trial 8): the field is
              hidden from the eye only, still reached by Tab, and its label is the button seen. */}
          <input
            id={fileId}
            className="visually-hidden file-input"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={upload.busy}
            aria-describedby={`${fileId}-help ${fileId}-outcome`}
            onChange={choose}
          />
          <label htmlFor={fileId} className="small-button file-button">
            {t.chooseImage}
          </label>
          <p className="field-help" id={`${fileId}-help`}>
            {t.imageHelp}
          </p>
          <p
            id={`${fileId}-outcome`}
            className={upload.failed ? 'field-problems' : 'image-field__outcome'}
            aria-live="polite"
          >
            {upload.words}
          </p>
          {upload.busy && <progress className="image-field__progress" aria-label={t.uploading} />}
        </div>
      </div>
      <Field
        path={[...path, 'src']}
        value={record.src}
        schema={properties.src!}
        label={labelOf(properties.src, defs, 'src')}
      />
      <Field
        path={[...path, 'alt']}
        value={record.alt}
        schema={properties.alt!}
        label={labelOf(properties.alt, defs, 'alt')}
      />
      {size('width')}
      {size('height')}
    </fieldset>
  );
}

function ObjectField({ path, value, schema, label }: FieldProps) {
  const { set, lang, defs, newFile } = useForm();
  const record = (value ?? {}) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([key, field]) => !(key === 'type' && (field as { const?: unknown }).const !== undefined),
  );
  const required = new Set(schema.required ?? []);
  // Names and addresses others point to (a page's id and path, an article's slugs, an anchor) wait at the end, folded.
  const inAdvanced = useContext(InAdvanced);
  // A file just created shows them unfolded, right under its title: nothing links there yet, and they are chosen now.
  const unfold = newFile === true && path.length === 0;
  const advanced = (entry: [string, Schema]) => !inAdvanced && !unfold && isAdvanced(entry[1], defs);
  // The field last removed, with what it held: « Annuler » in its place puts it back.
  const [removed, setRemoved] = useState<{ key: string; value: unknown } | null>(null);
  const undoable = (key: string) => removed?.key === key && record[key] === undefined;
  // A price needs its amount or its sum (the schema's oneOf): the one it holds is not offered for removal, or a slip of
  // the pointer leaves it with neither (trial 13 removed a price's amount so, its « Retirer » just above the box).
  const needed = (key: string) => {
    const alternatives = (schema.oneOf ?? []).map((branch) => branch.required ?? []);
    const left = Object.keys(record).filter((other) => other !== key && record[other] !== undefined);
    return alternatives.length > 0 && !alternatives.some((names) => names.every((name) => left.includes(name)));
  };
  // A team member left out has a meaning (the firm signs): the choice shows in its place, « Personne » chosen, never as a
  // « + Auteur » after everything else (trial 12 found it at the bottom, afterwards).
  const inPlace = ([, child]: [string, Schema]) => resolve(child, defs).kind === 'person';
  const present = (unfold ? underTitle(properties, defs) : properties).filter(
    (entry) => required.has(entry[0]) || record[entry[0]] !== undefined || undoable(entry[0]) || inPlace(entry),
  );
  const absent = properties.filter(
    (entry) => !required.has(entry[0]) && record[entry[0]] === undefined && !inPlace(entry),
  );
  const headingId = useId();
  const rows = (entries: [string, Schema][]) =>
    entries.map(([key, child]) =>
      undoable(key) ? (
        <Undo
          key={key}
          what={labelOf(child, defs, key)}
          onUndo={() => {
            set([...path, key], removed?.value);
            setRemoved(null);
            focusField([...path, key]);
          }}
        />
      ) : (
        <ItemRow
          key={key}
          className="group__row"
          label={words[lang].removeField(labelOf(child, defs, key))}
          tools={
            !required.has(key) &&
            !needed(key) &&
            record[key] !== undefined && (
              <button
                type="button"
                className="link-button group__remove"
                tabIndex={-1}
                onClick={() => {
                  setRemoved({ key, value: record[key] });
                  set([...path, key], undefined);
                }}
              >
                {words[lang].removeField(labelOf(child, defs, key))}
              </button>
            )
          }
        >
          <Field path={[...path, key]} value={record[key]} schema={child} label={labelOf(child, defs, key)} />
        </ItemRow>
      ),
    );
  const adders = (entries: [string, Schema][]) =>
    entries.length > 0 && (
      <div className="group__add">
        {entries.map(([key, child]) => (
          <button
            type="button"
            key={key}
            className="small-button"
            onClick={() => {
              set([...path, key], emptyValue(child, defs));
              focusFirst([...path, key]);
            }}
            title={resolveDescription(child)}
          >
            + {labelOf(child, defs, key)}
          </button>
        ))}
      </div>
    );
  const folded = { present: present.filter(advanced), absent: absent.filter(advanced) };
  return (
    <fieldset className="group" aria-labelledby={headingId} data-group={fieldId(path)}>
      <legend id={headingId}>{label}</legend>
      <Help text={schema.description} />
      <FieldProblems path={path} />
      {/* Unfolded here, a new file's addresses are not folded one level down either (an article's slug in two languages). */}
      <InAdvanced.Provider value={inAdvanced || unfold}>
        {rows(present.filter((entry) => !advanced(entry)))}
        {adders(absent.filter((entry) => !advanced(entry)))}
      </InAdvanced.Provider>
      {folded.present.length + folded.absent.length > 0 && (
        <Advanced paths={folded.present.map(([key]) => dottedPath([...path, key]))}>
          {rows(folded.present)}
          {adders(folded.absent)}
        </Advanced>
      )}
    </fieldset>
  );
}

/**
 * A field or a list item with its buttons (« Retirer », or Monter, Descendre, Supprimer) kept out of the Tab path: Tab goes
 * from field to field, as in good form tools, and a slip of Enter never removes anything. Échap in one of its fields
 * reaches them (Échap again, those of the item around it); ← and → choose among them, Entrée acts. Said beside them while
 * a field of the item has the focus.
 */
function ItemRow({
  as: Tag = 'div',
  className,
  label,
  tools,
  toolsClass = 'group__tools',
  title,
  children,
  ...data
}: {
  as?: 'div' | 'li';
  className: string;
  label: string;
  tools: ReactNode;
  toolsClass?: string;
  /** The item's name and number, shown in its header beside its tools (its own heading is then for screen readers). */
  title?: string;
  children: ReactNode;
  'data-group'?: string;
  'data-tools'?: string;
}) {
  const { lang } = useForm();
  const bar = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const element = bar.current;
    if (!element || event.nativeEvent.isComposing) return;
    const buttons = [...element.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const inBar = element.contains(event.target as Node);
    if (event.key === 'Escape' && !inBar && buttons[0]) {
      event.preventDefault();
      event.stopPropagation();
      buttons[0].focus();
      return;
    }
    if (!inBar) return;
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  const { 'data-group': group, 'data-tools': toolsOf } = data;
  const toolbar = tools && (
    <div ref={bar} role="toolbar" aria-label={label} className={`${toolsClass} item-tools`} data-tools={toolsOf}>
      {tools}
      <span className="item-tools__keys" aria-hidden="true">
        {words[lang].toolsKeys}
      </span>
    </div>
  );
  return (
    <Tag
      className={tools ? `${className} item` : className}
      data-group={group}
      onKeyDown={tools ? onKeyDown : undefined}
    >
      {/* Trial 8: tools drawn between two questions belonged to neither; in the item's own header they are its own. */}
      {title === undefined ? (
        toolbar
      ) : (
        <div className="item-head">
          <span className="item-head__title" aria-hidden="true">
            {title}
          </span>
          {toolbar}
        </div>
      )}
      {children}
    </Tag>
  );
}

/** In the place of what was just removed: what it was, and « Annuler », focused, which puts it back. */
function Undo({ what, onUndo, as: Tag = 'div' }: { what: string; onUndo: () => void; as?: 'div' | 'li' }) {
  const { lang } = useForm();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => button.current?.focus(), []);
  return (
    <Tag className="undo">
      <span id={id}>{words[lang].removedItem(what)}</span>{' '}
      <button ref={button} type="button" className="small-button" aria-describedby={id} onClick={onUndo}>
        {words[lang].undo}
      </button>
    </Tag>
  );
}

/** A field put back is where the marketer was: its input (a text: its French box) takes the focus once drawn. */
const focusField = (path: EditPath) =>
  requestAnimationFrame(() =>
    (
      document.getElementById(fieldId(path)) ??
      document.getElementById(fieldId([...path, 'fr'])) ??
      document.querySelector<HTMLElement>(
        `[data-group="${fieldId(path)}"] :is(input, textarea, select, button):not(:disabled)`,
      )
    )?.focus(),
  );

/** The fields in their order, those of address kinds moved right after the title (a new article's slugs under its title). */
function underTitle(properties: [string, Schema][], defs: Record<string, Schema>): [string, Schema][] {
  const addresses = properties.filter(([, child]) => isAdvanced(child, defs));
  const others = properties.filter(([, child]) => !isAdvanced(child, defs));
  const at = others.findIndex(([key]) => key === 'title');
  return at === -1 ? [...addresses, ...others] : [...others.slice(0, at + 1), ...addresses, ...others.slice(at + 1)];
}

/** Kinds of fields whose change moves addresses or breaks links: shown folded, after a warning. */
const ADVANCED_KINDS: ReadonlySet<string> = new Set<Kind>(['id', 'address', 'slug']);

/** A field of those kinds, or a group made only of them (an article's slug in French and English). */
function isAdvanced(raw: Schema, defs: Record<string, Schema>): boolean {
  const schema = resolve(raw, defs);
  if (schema.kind !== undefined) return ADVANCED_KINDS.has(schema.kind);
  const children = Object.values(schema.properties ?? {});
  return schema.type === 'object' && children.length > 0 && children.every((child) => isAdvanced(child, defs));
}

/** Inside an « Avancé » part: the groups there are not folded a second time. */
const InAdvanced = createContext(false);

/** The folded « Avancé » part of a group; it opens by itself when one of its fields has a problem. */
function Advanced({ paths, children }: { paths: string[]; children: ReactNode }) {
  const { problems, lang } = useForm();
  const fold = useRef<HTMLDetailsElement>(null);
  const troubled = [...problems.keys()].some((key) => paths.some((path) => key === path || key.startsWith(`${path}.`)));
  useEffect(() => {
    if (troubled && fold.current) fold.current.open = true;
  }, [troubled]);
  return (
    <details className="advanced" ref={fold}>
      <summary>{words[lang].advanced}</summary>
      <p className="advanced__warning">{words[lang].advancedWarning}</p>
      <InAdvanced.Provider value={true}>{children}</InAdvanced.Provider>
    </details>
  );
}

/** Named entries (prices by name, phones by key): each shown by its name; a new one is added by name. */
function RecordField({ path, value, schema, label }: FieldProps) {
  const { set, lang, defs, options, facts } = useForm();
  const record = (value ?? {}) as Record<string, unknown>;
  const entry = schema.additionalProperties as Schema;
  const [name, setName] = useState('');
  const newKey = keyOf(name);
  const inputId = useId();
  const headingId = useId();
  // Entries named by a price's name (their keys are prices, as the schema declares) read as a price reads everywhere in
  // the editor: its name in plain words and its amount as typed now (trial 8: « Prix « companyPlan » »).
  const prices =
    (schema.propertyNames as Schema | undefined) && resolve(schema.propertyNames as Schema, defs).kind === 'price';
  const entryLabel = (key: string, item: unknown) => {
    if (prices) {
      const price = options.prices.find((option) => option.value === key);
      const amount = facts ? priceAmount(key, facts.prices) : undefined;
      // Its own name as written now (« Nom »), else the card showing it, else its key's words.
      const named =
        itemName(resolve(entry, defs) as TrailSchema, item, lang) ??
        (price ? (price.name?.[lang] ?? price.label[lang]) : wordsOfKey(key));
      return amount === undefined || (price && price.name === undefined)
        ? named
        : `${named} — ${formatMoney(amount, lang)}`;
    }
    return namedEntry({ ...resolve(entry, defs), label: resolve(entry, defs).label ?? label }, key, item, lang, schema);
  };
  return (
    <fieldset className="group" aria-labelledby={headingId}>
      <legend id={headingId}>{label}</legend>
      <Help text={schema.description} />
      <FieldProblems path={path} />
      {Object.entries(record).map(([key, item], index) => (
        <FirstOfAlike.Provider key={key} value={index === 0}>
          <div className="entry">
            <Field path={[...path, key]} value={item} schema={entry} label={entryLabel(key, item)} />
          </div>
        </FirstOfAlike.Provider>
      ))}
      {/* Named in her words; the key site.yaml stores follows from them (trial 15 read « companyPlan, accolades » as jargon). */}
      <div className="group__add">
        <label htmlFor={inputId}>{schema.add ?? words[lang].newName}</label>
        <p className="field-help" id={`${inputId}-help`}>
          {words[lang].newNameHelp(prices === true)}
        </p>
        <input
          id={inputId}
          type="text"
          value={name}
          aria-describedby={`${inputId}-help ${inputId}-key`}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <button
          type="button"
          className="small-button"
          disabled={newKey === '' || newKey in record}
          onClick={() => {
            const added = emptyValue(entry, defs) as Record<string, unknown>;
            // A field naming the entry in words (a price's « Nom ») starts with the words it was added under, in the
            // editor's language only: the price reads « Déclaration étudiante », never its key's « Declaration
            // etudiante », and its other language is left to write (trial 17: French words in the English name, unflagged).
            const naming = Object.entries(resolve(entry, defs).properties ?? {}).find(([, field]) => {
              const declared = resolve(field, defs);
              return declared.names === true && isWords(declared.kind as Kind | undefined);
            });
            if (naming) added[naming[0]] = { fr: '', en: '', [lang]: name.trim() };
            set([...path, newKey], added);
            setName('');
            focusFirst([...path, newKey]);
          }}
        >
          {words[lang].add}
        </button>
        <p className="field-help field-shown" id={`${inputId}-key`} aria-live="polite">
          {newKey === '' ? '' : newKey in record ? words[lang].nameTaken : words[lang].savedAs(newKey, prices === true)}
        </p>
      </div>
    </fieldset>
  );
}

const resolveDescription = (schema: Schema) => schema.description?.split('\n\n')[0];

/** A group just added is where the marketer looks next: its first field takes the focus once drawn (its adder is gone). */
const focusFirst = (path: EditPath) =>
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`[data-group="${fieldId(path)}"] :is(input, textarea, select, button):not(:disabled)`)
      ?.focus(),
  );

/** What a newly added field starts as: both languages to write, an empty list, a blank text. */
function emptyValue(raw: Schema, defs: Record<string, Schema>): unknown {
  const schema = resolve(raw, defs);
  if (isWords(schema.kind)) return { fr: '', en: '' };
  if (schema.type === 'array') return [];
  if (schema.type === 'object') {
    // A new entry starts with its required fields, so the form shows what is left to write.
    // Nothing required but one of several ways (a price: its amount or its sum): the first, so a new price shows its
    // amount box rather than five « + » buttons.
    const ways = (schema.required ?? []).length === 0 ? (schema.oneOf?.[0]?.required ?? []) : [];
    const entry: Record<string, unknown> = {};
    for (const key of [...(schema.required ?? []), ...ways])
      entry[key] = emptyValue(schema.properties?.[key] ?? {}, defs);
    return entry;
  }
  if (schema.type === 'boolean') return true;
  // Empty, not 0: a new amount shows its problem until the marketer writes it, and a 0 $ price is never saved by mistake.
  if (schema.type === 'number' || schema.type === 'integer') return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return structuredClone(schema.examples[0]);
  return '';
}

/**
 * A key per item that follows it when it moves or when an item before it goes, so each item keeps its own widgets (and
 * what they hold: a number being typed, an open catalogue) instead of taking over its neighbour's.
 */
function useItemKeys(count: number) {
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  // Items added or removed elsewhere (a reload, a discard) get or lose keys at the end.
  while (keys.current.length < count) keys.current.push(next.current++);
  if (keys.current.length > count) keys.current.length = count;
  return {
    keys: keys.current,
    moved: (from: number, to: number) => keys.current.splice(to, 0, ...keys.current.splice(from, 1)),
    removed: (index: number) => keys.current.splice(index, 1),
    inserted: (index: number) => keys.current.splice(index, 0, next.current++),
  };
}

function ListField({ path, value, schema, label }: WidgetProps) {
  const { defs, insert: insertItem, remove: removeItem, move: moveItem, lang } = useForm();
  const items = Array.isArray(value) ? value : [];
  const itemKeys = useItemKeys(items.length);
  const move = (from: number, to: number) => {
    itemKeys.moved(from, to);
    moveItem(path, from, to);
  };
  // The item last deleted, where it was: « Annuler » in its place puts it back there while the list is as it left it.
  const [removed, setRemoved] = useState<{ index: number; value: unknown; count: number } | null>(null);
  const remove = (index: number) => {
    itemKeys.removed(index);
    setRemoved({ index, value: items[index], count: items.length - 1 });
    removeItem([...path, index]);
  };
  const insert = (index: number, item: unknown) => {
    itemKeys.inserted(index);
    insertItem(path, index, item);
  };
  const item = schema.items ?? {};
  const itemSchema = resolve(item, defs);
  // Each item is named by what it is (“Question 2”), the list's own name when its items have none.
  const itemLabel = itemSchema.label ?? label;
  // A list of sections: each choice is a type-tagged schema (other oneOf, like a link's rules, are not choices).
  const variants = (itemSchema.oneOf ?? [])
    .map((option) => resolve(option, defs))
    .filter((option) => (option.properties?.type as { const?: unknown } | undefined)?.const !== undefined);
  const headingId = useId();
  // The header says what the item is and what it says (« Section 5 — Questions et réponses : Questions fréquentes »), so
  // the marketer finds it by the words the preview shows rather than by its number (trial 13).
  const itemTitle = (entry: unknown, index: number) => {
    const branch = variants.length > 0 ? branchFor(itemSchema, entry, defs) : undefined;
    const name = itemName((branch ?? itemSchema) as TrailSchema, entry, lang);
    const what = [`${itemLabel} ${index + 1}`, branch?.label].filter(Boolean).join(' — ');
    return name === undefined ? what : `${what}${lang === 'fr' ? '\u00a0: ' : ': '}${quoted(name, lang)}`;
  };
  const undo = removed !== null && removed.count === items.length ? removed : null;
  const undoItem = undo && (
    <Undo
      key="undo"
      as="li"
      what={`${itemLabel} ${undo.index + 1}`}
      onUndo={() => {
        setRemoved(null);
        insert(undo.index, undo.value);
      }}
    />
  );
  return (
    <fieldset className="list" aria-labelledby={headingId} data-list={fieldId(path)}>
      <legend id={headingId}>{label}</legend>
      <Help text={schema.description} />
      <FieldProblems path={path} />
      <ol className="list__items">
        {items.flatMap((entry, index) => [
          ...(undo?.index === index ? [undoItem] : []),
          <ItemRow
            key={itemKeys.keys[index]}
            as="li"
            className="list__item"
            data-group={fieldId([...path, index])}
            label={words[lang].itemTools(itemLabel, index + 1)}
            title={itemTitle(entry, index)}
            toolsClass="list__tools"
            data-tools={fieldId([...path, index])}
            tools={
              <>
                <button
                  type="button"
                  className="small-button"
                  tabIndex={-1}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  {words[lang].up}
                </button>
                <button
                  type="button"
                  className="small-button"
                  tabIndex={-1}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {words[lang].down}
                </button>
                <button
                  type="button"
                  className="small-button small-button--danger"
                  tabIndex={-1}
                  onClick={() => remove(index)}
                >
                  {words[lang].remove}
                </button>
              </>
            }
          >
            {/* Sections differ by type, each with its own help; other items are alike. */}
            <FirstOfAlike.Provider value={variants.length > 0 || index === 0}>
              <Field path={[...path, index]} value={entry} schema={item} label={`${itemLabel} ${index + 1}`} />
            </FirstOfAlike.Provider>
          </ItemRow>,
        ])}
        {undo !== null && undo.index >= items.length && undoItem}
      </ol>
      {variants.length > 0 ? (
        <SectionCatalogue variants={variants} onAdd={(example) => insert(items.length, example)} />
      ) : (
        <button type="button" className="small-button" onClick={() => insert(items.length, emptyValue(item, defs))}>
          {schema.add ?? words[lang].addTo(itemLabel)}
        </button>
      )}
    </fieldset>
  );
}

/** The gallery's address that draws one example alone, in one language: the catalogue's previews. */
const previewAddress = (type: string, variant: string | undefined, lang: UiLang) =>
  `${GALLERY_PATH}?${new URLSearchParams({ type, ...(variant === undefined ? {} : { variant }), lang })}`;

/**
 * Adds a section from the catalogue: each type, and each variant of it, with its description and a small picture of it
 * drawn by the site itself (the gallery in a frame, loaded only when the catalogue is open); choosing one inserts its example.
 */
function SectionCatalogue({ variants, onAdd }: { variants: Schema[]; onAdd: (example: unknown) => void }) {
  const { lang } = useForm();
  const t = words[lang];
  return (
    <details className="catalogue">
      <summary>{t.addSection}</summary>
      <ul className="catalogue__list">
        {variants.flatMap((schema) => {
          const type = String((schema.properties?.type as { const?: unknown } | undefined)?.const);
          const meanings = (schema.properties?.variant as Schema | undefined)?.choices;
          const examples = Array.isArray(schema.examples) && schema.examples.length > 0 ? schema.examples : [{ type }];
          return examples.map((example, index) => {
            const variant =
              typeof (example as { variant?: unknown }).variant === 'string'
                ? String((example as { variant: string }).variant)
                : undefined;
            // Each type by its declared name (« Cartes »), each variant by what it looks like: never their code names
            // (cardGrid, feature), which only the YAML needs.
            const name = schema.label ?? type;
            const looks = variant === undefined ? undefined : meanings?.[variant]?.[lang];
            return (
              <li key={`${type}-${variant ?? index}`} className="catalogue__item">
                <div className="catalogue__preview" aria-hidden="true">
                  <iframe
                    src={previewAddress(type, variant, lang)}
                    title={t.previewOf(name, looks)}
                    loading="lazy"
                    tabIndex={-1}
                  />
                </div>
                <button type="button" className="catalogue__choice" onClick={() => onAdd(structuredClone(example))}>
                  <strong>{name}</strong>
                  {looks !== undefined && <span className="catalogue__variant">{looks}</span>}
                  <span>{schema.description?.split('\n\n')[0]}</span>
                </button>
              </li>
            );
          });
        })}
      </ul>
    </details>
  );
}
