// Under a field being changed, what the change means beyond it: « Ces mots paraissent aussi ailleurs : … » (the other texts of the site that say the words she is replacing, each a link that opens its field: trial 5, the footer's hours reworded, the trust badge kept the old words); under a text left as it was, that its other language changed; under an amount, that it more than halves or doubles.
import { createContext, useContext } from 'react';
import { type TrailNames, type TrailSchema, trail, trailText } from '../../site/trail.ts';
import type { EditPath, FileEntry } from '../contract.ts';
import { fileAddress } from './address.ts';
import { type Locale, removedPhrases, type SiteText, textBefore, textsOf, textsSaying, valueAt } from './same-words.ts';
import { type UiLang, words } from './words.ts';

export type Kind = FileEntry['kind'];

export type ElsewhereContext = {
  lang: UiLang;
  /** The open file: its values as opened or last saved (`original`) and as the form holds them now (`data`). */
  file: string;
  original: unknown;
  data: unknown;
  files: readonly FileEntry[];
  /** Every other file's values as on disk (site-files.ts reads them for the local editor; without them, only the open file is searched). */
  others: ReadonlyMap<string, unknown>;
  /** Each kind's form schema in the editor's language, read to name a field the way the form does. */
  schemas: Partial<Record<Kind, TrailSchema>>;
  /** Each price by its plain name, for a place in site.yaml's prices (« Entreprise »). */
  priceNames?: TrailNames;
  go: (file: string, path: EditPath) => void;
};

const Context = createContext<ElsewhereContext | null>(null);
export const ElsewhereProvider = Context.Provider;

/** At most this many places are named at first (a phone's screen stays the form's); the rest open on demand. */
const SHOWN = 3;

/** The place of a text as the list of files and the form name it: « Accueil › Section 1 (Héros) › Sous-titre », « Réglages du site › Confiance › … ». */
function placeName(context: ElsewhereContext, text: SiteText): string {
  const entry = context.files.find((file) => file.file === text.file);
  const kind = entry?.kind ?? (text.file === 'site.yaml' ? 'site' : 'page');
  const data = text.file === context.file ? context.data : context.others.get(text.file);
  const schema = context.schemas[kind];
  const field = text.path.slice(0, -1);
  const where = trailText(
    schema ? trail(schema, field, data, context.lang, context.priceNames) : field.map(String),
    context.lang,
  );
  return `${entry?.title[context.lang] ?? text.file} › ${where}`;
}

/** Under the text at `path` (its language last): where else the site says the words removed from it, while it is changed. */
export function Elsewhere({ path, text, id }: { path: EditPath; text: string; id: string }) {
  const context = useContext(Context);
  // Worked out again at each keystroke in this text only: the other fields' texts are as opened, and stop here.
  const found = (() => {
    // An emptied text is a problem of its own, said at the field; its words elsewhere are no news (trial 12).
    if (!context || text.trim() === '') return [];
    const locale = path.at(-1) as Locale;
    const current = textsOf(context.file, context.data, locale);
    const before = textBefore(textsOf(context.file, context.original, locale), current, path, text);
    if (before === undefined || before === text) return [];
    const phrases = removedPhrases(before, text);
    if (phrases.length === 0) return [];
    const texts = [
      ...current,
      ...[...context.others].flatMap(([file, data]) => (file === context.file ? [] : textsOf(file, data, locale))),
    ];
    // Never the field itself, nor a text of the same words as this one (its own old place after a move).
    return textsSaying(phrases, texts, context.file, path).filter((other) => other.text !== text);
  })();
  if (!context || found.length === 0) return null;
  const t = words[context.lang];
  const place = (other: SiteText) => (
    <li key={`${other.file} ${other.path.join('.')}`}>
      <a
        href={fileAddress(other.file, other.path)}
        title={other.text}
        onClick={(event) => {
          event.preventDefault();
          context.go(other.file, other.path);
        }}
      >
        {placeName(context, other)}
      </a>
    </li>
  );
  return (
    <div className="field-help elsewhere" id={id}>
      <p className="elsewhere__advice">
        <strong>{t.elsewhere}</strong> {t.elsewhereAdvice}
      </p>
      <ul className="elsewhere__places">{found.slice(0, SHOWN).map(place)}</ul>
      {found.length > SHOWN && (
        <details className="elsewhere__more">
          <summary className="elsewhere__see">{t.elsewhereMore(found.length - SHOWN)}</summary>
          <ul className="elsewhere__places">{found.slice(SHOWN).map(place)}</ul>
        </details>
      )}
    </div>
  );
}

/**
 * Under the text at `path` (its language last), left as it was while its other language changed: « Le français a changé :
 * l’anglais dit-il encore la même chose ? » (trial 11: a French answer rewritten, its English kept the old meaning).
 */
export function OtherLanguage({ path, text, id }: { path: EditPath; text: string; id: string }) {
  const context = useContext(Context);
  if (!context || text.trim() === '' || /\bTODO\b/.test(text)) return null;
  const locale = path.at(-1) as Locale;
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const otherPath = [...path.slice(0, -1), other];
  const otherText = valueAt(context.data, otherPath);
  const before = (at: EditPath, language: Locale, now: unknown) =>
    typeof now === 'string'
      ? textBefore(
          textsOf(context.file, context.original, language),
          textsOf(context.file, context.data, language),
          at,
          now,
        )
      : undefined;
  // Changed from words of its own: the other language written where it said « TODO » is being written, not rewritten
  // (trial 12: the nudge under a new article's French title once its English was typed).
  const otherBefore = before(otherPath, other, otherText);
  if (before(path, locale, text) !== undefined || otherBefore === undefined || /\bTODO\b/.test(otherBefore))
    return null;
  return (
    <p className="field-help other-language" id={id}>
      {words[context.lang].otherLanguageChanged(other)}
    </p>
  );
}

/**
 * Under an amount changed to less than half or more than twice what is saved, the two side by side and by how much:
 * trial 12 suggested it (a « 39OO » read halfway was « 39 $ » on every page, one click from publishing).
 */
/** The value at `path` as the open file was opened or last saved; undefined outside a form. */
export function useSavedValue(path: EditPath): unknown {
  const context = useContext(Context);
  return context ? valueAt(context.original, path) : undefined;
}

export function BigChange({
  path,
  value,
  shown,
  id,
}: {
  path: EditPath;
  value: unknown;
  shown: (amount: number) => string;
  id: string;
}) {
  const context = useContext(Context);
  const before = context ? valueAt(context.original, path) : undefined;
  if (typeof before !== 'number' || typeof value !== 'number' || before <= 0 || value <= 0) return null;
  const ratio = value / before;
  if (ratio > 0.5 && ratio < 2) return null;
  return (
    <p className="field-help other-language" id={id}>
      {words[context!.lang].bigChange(shown(before), shown(value), ratio - 1)}
    </p>
  );
}
