// The real page beside the form, in either language; a click in it opens the field that holds what was clicked.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { EditPath, FileEntry, FileKind } from '../contract.ts';
import { elementShowing, findText, phoneField, priceField, textsNear } from './find.ts';
import { draftAddress } from './preview-address.ts';
import { holdProblems, previewNote } from './preview-bridge.ts';
import { type UiLang, words } from './words.ts';

type Props = {
  lang: UiLang;
  /** The open file, its entry in the list (its address) and its data as the form shows it. */
  open: { file: string; kind: FileKind } | null;
  entry: FileEntry | undefined;
  data: unknown;
  /** site.yaml's data: the form's when it is the open file, else as saved. */
  settings: unknown;
  onGo: (file: string, path: EditPath) => void;
  /** The field being edited in the form: the preview shows where it is on the page (each focus a new `at`). */
  follow: { path: EditPath; at: number } | null;
  /** A field holds what cannot be read yet (« 39OO »): the page still shows its last good value, and says so. */
  stale: boolean;
  /** Why the draft waits, when its only problems are in a group just added (its fields not flagged yet). */
  held: string;
  /** Back to where the form was (a phone, the preview under the form). */
  onBack: () => void;
  /** A file is being created: its page is said to be on its way until it opens. */
  creating: boolean;
};

/** How long the unsaved address waits for the typing to stop: a frame per keystroke of a slug would flicker. */
const ADDRESS_SETTLES_MS = 500;
/** A page of the preview taking longer than this says the computer is busy (trial 9: 15–20 s on a loaded machine). */
const PREVIEW_SLOW_MS = 8_000;
/** Far longer than a busy machine takes: the page is said not to show, with a way to load it again. */
const PREVIEW_FAILED_MS = 90_000;

/** The preview's id: « Voir l’aperçu » leads there on a phone. */
export const PREVIEW_ID = 'apercu';

export function Preview({ lang, open, entry, data, settings, onGo, follow, stale, held, onBack, creating }: Props) {
  const t = words[lang];
  // The preview starts in the editor's language and follows it when it changes (trial 14: English editor, French preview).
  const [locale, setLocale] = useState<'fr' | 'en'>(lang);
  useEffect(() => setLocale(lang), [lang]);
  const frame = useRef<HTMLIFrameElement>(null);
  // The draft does not make a whole site: the frame keeps its last good view, and the note over it says so.
  const note = useSyncExternalStore(previewNote.subscribe, previewNote.get);
  const paused = note.paused || stale;
  // The settings show on every page: the preview stays on the page last seen (a price clicked there shows its change there).
  const lastPage = useRef<FileEntry['address']>(undefined);
  if (entry?.address) lastPage.current = entry.address;
  // The file being edited shows under the address its unsaved draft gives it (a slug changed): the saved one names nothing.
  const drafted = open && entry ? draftAddress(open.kind, entry.address, data) : undefined;
  const settled = useSettled({ file: open?.file, address: drafted }, ADDRESS_SETTLES_MS);
  const unchanged = JSON.stringify(drafted ?? null) === JSON.stringify(entry?.address ?? null);
  const drawn = unchanged || settled.file !== open?.file ? entry?.address : (settled.address ?? entry?.address);
  // While paused, the frame shows the draft where it last drew whole, in either language (its last whole views show
  // there), else where the file is saved: a new address, never drawn, would show « Article introuvable » (trial 8, a new
  // article's address shortened while its form had a problem).
  const good = useRef<{ file: string; address: FileEntry['address'] } | undefined>(undefined);
  const kept = good.current?.file === open?.file ? good.current?.address?.[locale] : undefined;
  const address =
    (paused ? (kept ?? entry?.address?.[locale]) : drawn?.[locale]) ??
    (open?.kind === 'site' ? (lastPage.current?.[locale] ?? (locale === 'fr' ? '/' : '/en')) : undefined);

  /**
   * The preview follows the form: the element showing the field being edited is scrolled to the middle of the frame
   * and outlined a moment. The frame's own window scrolls (never the editor's), and nothing in it takes the focus.
   */
  const show = useRef((_follow: Props['follow'], _locale: 'fr' | 'en', _quiet?: boolean) => {});
  show.current = (follow, locale, quiet = false) => {
    const inner = frame.current?.contentDocument;
    if (!follow || !inner || data === null || follow.path[0] === undefined) return;
    const element = textsNear(data, follow.path, locale)
      .map((text) => elementShowing(inner, text))
      .find(Boolean);
    if (!element) return;
    // An answer folded in its question: the question is what shows.
    const details = element.closest('details');
    const target =
      details && !details.open && !element.matches('summary')
        ? (details.querySelector<HTMLElement>('summary') ?? details)
        : element;
    const view = inner.defaultView;
    if (!view) return;
    const box = target.getBoundingClientRect();
    // Already in view: the page stays where the marketer reads it.
    if (box.top < 0 || box.bottom > view.innerHeight)
      view.scrollTo({
        top: Math.max(0, view.scrollY + box.top - (view.innerHeight - Math.min(box.height, view.innerHeight)) / 2),
        behavior: 'instant',
      });
    // The page redrawn with the draft: brought back into view, not outlined again at each keystroke; but the mark, and an
    // outline still drawn, go with what they showed (trial 10: a question moved up, the outline stayed where it was,
    // on the question pushed down).
    const marked = inner.querySelector('[data-editor-shown]');
    if (quiet && marked === target) return;
    const drawing = marked?.getAnimations().filter((animation) => animation.playState === 'running') ?? [];
    for (const animation of drawing) animation.cancel();
    // Marked until the next field is shown; outlined only a moment (the page stays the page).
    marked?.removeAttribute('data-editor-shown');
    target.setAttribute('data-editor-shown', '');
    if (quiet && drawing.length === 0) return;
    target.animate(
      [
        { outline: '3px solid #1b5fd1', outlineOffset: '4px', borderRadius: '4px' },
        { outline: '3px solid rgb(27 95 209 / 0)', outlineOffset: '4px', borderRadius: '4px' },
      ],
      { duration: 1600, easing: 'ease-in' },
    );
  };
  useEffect(() => show.current(follow, locale), [follow, locale]);
  useEffect(() => holdProblems(held !== ''), [held]);

  /** The address whose page the frame has drawn: until then, the frame says it is loading. */
  const [loaded, setLoaded] = useState<string | null>(null);
  // Drawn whole: the place the file goes back to while its draft is paused.
  if (!paused && open && loaded === address && drawn?.[locale] === address)
    good.current = { file: open.file, address: drawn };
  /**
   * The address whose page really failed: its frame holds something else than the site's page (an error page, the server
   * gone) or it did not draw in far longer than a busy machine takes. Only then is it said broken, with a way to load it
   * again (a new frame); a slow page keeps a calm loading state (trial 9: « ne s’affiche pas » for 15–20 s while slow).
   */
  const [stuck, setStuck] = useState<string | null>(null);
  /** The address whose page is taking longer than usual: the loading words say the computer is busy. */
  const [slow, setSlow] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload (a new frame) is watched until it draws, as a new address is.
  useEffect(() => {
    if (!address) return;
    const element = frame.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let started = Date.now();
    // The page has drawn once its main part holds something (a dev page renders after its load event).
    const check = () => {
      const inner = frame.current?.contentDocument;
      const ready =
        inner?.location.href !== 'about:blank' && (inner?.querySelector('#main, main')?.childElementCount ?? 0);
      if (ready) return setLoaded(address);
      if (Date.now() - started > PREVIEW_FAILED_MS) return setStuck(address);
      if (Date.now() - started > PREVIEW_SLOW_MS) setSlow(address);
      timer = setTimeout(check, 100);
    };
    // The frame's page going away (the dev server reloading it after a new file): white until the next one draws, so
    // said loading again rather than left white and silent.
    const unloaded = () => {
      setLoaded(null);
      started = Date.now();
      clearTimeout(timer);
      timer = setTimeout(check, 100);
    };
    const watchUnload = () => element?.contentWindow?.addEventListener('pagehide', unloaded);
    // Loaded, but not the site's page (an error page, or the browser's own when the server is gone): failed, said at once.
    const loadedFrame = () => {
      watchUnload();
      const inner = element?.contentDocument;
      if (!inner?.getElementById('root')) {
        clearTimeout(timer);
        setStuck(address);
      }
    };
    watchUnload();
    element?.addEventListener('load', loadedFrame);
    setStuck(null);
    setSlow(null);
    check();
    return () => {
      clearTimeout(timer);
      element?.removeEventListener('load', loadedFrame);
      element?.contentWindow?.removeEventListener('pagehide', unloaded);
    };
  }, [address, reloads]);

  /** Where the page was when the language changed: the new language's frame opens at the same section. */
  const keep = useRef<Place | undefined>(undefined);
  const switchTo = (each: 'fr' | 'en') => {
    if (each === locale) return;
    const inner = frame.current?.contentDocument;
    keep.current = inner ? placeIn(inner) : undefined;
    setLocale(each);
  };

  /**
   * Clicking in the preview opens the field that holds what was clicked, wherever it is declared: a phone its entry in
   * site.yaml's contact, a price its fact in site.yaml, a text its field in the open file or in site.yaml (menus, footer).
   */
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const tel = target.closest<HTMLAnchorElement>('a[href^="tel:"]')?.getAttribute('href')?.slice('tel:'.length);
    const price = target.closest('.price')?.querySelector('.price__amount')?.textContent;
    const text =
      target
        .closest('h1, h2, h3, h4, p, li, a, button, span, td, th, dt, dd, summary, strong, em, small')
        ?.textContent?.trim() ?? '';
    const place = ((): [string, EditPath] | undefined => {
      const phone = tel !== undefined || /^[\d\s().+-]{10,}$/.test(text) ? phoneField(settings, tel, text) : undefined;
      if (phone) return ['site.yaml', phone];
      const fact = price ? priceField(settings, price, data) : undefined;
      if (fact) return ['site.yaml', fact];
      if (!text || data === null || !open) return undefined;
      const here = findText(data, text, locale);
      if (here) return [open.file, here];
      // The site's frame: what the header, the footer and the windows show is declared under these groups of site.yaml.
      const region = target.closest('footer')
        ? 'footer'
        : target.closest('dialog')
          ? 'dialogs'
          : target.closest('header')
            ? 'navigation'
            : undefined;
      const shared = findText(settings, text, locale, region);
      return shared ? ['site.yaml', shared] : undefined;
    })();
    if (!place) return;
    // A link is not followed; a question still unfolds its answer, as on the site (trial 11: it stayed folded).
    if (!target.closest('summary')) event.preventDefault();
    onGo(place[0], place[1]);
  };
  const click = useRef(onClick);
  click.current = onClick;
  const latest = useRef({ follow, locale });
  latest.current = { follow, locale };
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // One listener per page the preview loads; it calls the latest handler, so it never works on stale data.
    const listen = () => {
      const inner = element.contentDocument;
      if (!inner || (inner as Document & { editorListens?: boolean }).editorListens) return;
      (inner as Document & { editorListens?: boolean }).editorListens = true;
      inner.addEventListener('click', (event) => click.current(event), true);
      // Redrawn with the draft (an item moved, a section added): the field being edited is brought back into view.
      const view = inner.defaultView;
      view?.addEventListener('site:route-update', () =>
        view.setTimeout(() => show.current(latest.current.follow, latest.current.locale, true), 60),
      );
    };
    listen();
    const loaded = () => {
      listen();
      if (element.contentDocument) layOutWhole(element.contentDocument);
      const place = keep.current;
      keep.current = undefined;
      // A language switched keeps the place read there; else the field being edited is shown.
      if (place && element.contentDocument) goTo(element.contentDocument, place);
      else show.current(follow, locale);
    };
    element.addEventListener('load', loaded);
    return () => element.removeEventListener('load', loaded);
  });

  return (
    <aside className="editor__preview" id={PREVIEW_ID} aria-label={t.preview}>
      {/* A file being created, then open before the list knows its address (half a second each on a busy machine): said. */}
      {(creating || (!address && open)) && (
        <div className="editor__preview-frame">
          <p className="editor__preview-loading" aria-live="polite">
            {t.previewLoading}
          </p>
        </div>
      )}
      {address && !creating && (
        <>
          <div className="editor__preview-bar">
            <span>{t.previewIn}</span>
            {(['fr', 'en'] as const).map((each) => (
              <button
                type="button"
                key={each}
                className="small-button"
                aria-pressed={locale === each}
                onClick={() => switchTo(each)}
              >
                {t[each]}
              </button>
            ))}
            <code>{address}</code>
            <button type="button" className="small-button editor__to-form" onClick={onBack}>
              {t.backToForm}
            </button>
          </div>
          <p className="editor__preview-stale" role="status">
            {paused
              ? `${held ? t.previewHeld(held) : t.previewStale} ${note.paused ? (note.earlier ? t.previewEarlier : t.previewSaved) : t.previewFieldSaved}`
              : ''}
          </p>
          {/* The settings' unsaved changes shown on another file's page (or not, and why): never an old value silently. */}
          {!paused &&
            open?.kind !== 'site' &&
            (note.unshown.includes('site.yaml') || note.also.includes('site.yaml')) && (
              <p
                className={`editor__preview-drafts${note.unshown.includes('site.yaml') ? ' editor__preview-drafts--left' : ''}`}
              >
                {note.unshown.includes('site.yaml') ? t.previewUnshown : t.previewAlso}
              </p>
            )}
          <div className="editor__preview-frame">
            {/* A new frame per address: changing a frame's src adds to the window's history, and Back would walk the preview. */}
            <iframe key={`${address} ${reloads}`} ref={frame} title={t.preview} src={address} />
            {/* A new page (just created) can take seconds to draw: a white frame read as broken. */}
            {loaded !== address && (
              // Said politely, but not a status: the page's one status is the save's (Enregistré, changes).
              <p className="editor__preview-loading" aria-live="polite">
                {stuck === address ? (
                  <>
                    {t.previewStuck}{' '}
                    <button type="button" className="button" onClick={() => setReloads((count) => count + 1)}>
                      {t.previewReload}
                    </button>
                  </>
                ) : slow === address ? (
                  t.previewSlow
                ) : (
                  t.previewLoading
                )}
              </p>
            )}
          </div>
        </>
      )}
    </aside>
  );
}

/** A place on a page: the section at the window's top (by its rank, the same in both languages) and how far into it. */
type Place = { index: number; into: number };

/** The page's sections, in order: each section of the page is one element in <main>. */
const sectionsOf = (inner: Document) =>
  [...inner.querySelectorAll<HTMLElement>('#main > *')].filter((each) => each.getBoundingClientRect().height > 0);

function placeIn(inner: Document): Place | undefined {
  const view = inner.defaultView;
  if (!view || view.scrollY <= 0) return undefined;
  const sections = sectionsOf(inner);
  const index = sections.findIndex((each) => each.getBoundingClientRect().bottom > 0);
  const section = sections[index];
  if (!section) return undefined;
  const box = section.getBoundingClientRect();
  return { index, into: Math.max(0, -box.top) / box.height };
}

/**
 * Every section of the preview's page laid out at once: the site lays out those below the first only near the screen
 * (site.css), and a place scrolled to with their 40rem stand-ins above it moved once they were drawn (about one
 * language switch in six left the section scrolled to out of view). The page looks the same; it only draws it all.
 */
function layOutWhole(inner: Document) {
  if (!inner.head || inner.getElementById('editor-lay-out-whole')) return;
  const style = inner.createElement('style');
  style.id = 'editor-lay-out-whole';
  style.textContent = 'main > section { content-visibility: visible !important; }';
  inner.head.append(style);
}

/** Scrolls to the place once the page drew that section (a dev page renders after its load event), trying for 5 s at most. */
function goTo(inner: Document, place: Place, until = Date.now() + 5_000) {
  const view = inner.defaultView;
  const section = sectionsOf(inner)[place.index];
  if (!view) return;
  if (!section) {
    if (Date.now() < until) view.setTimeout(() => goTo(inner, place, until), 100);
    return;
  }
  const box = section.getBoundingClientRect();
  view.scrollTo({ top: view.scrollY + box.top + place.into * box.height, behavior: 'instant' });
}

/** The value once it has stayed the same for `ms` (the first value at once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is compared by what it says (key): a new object with the same addresses is no change
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return JSON.stringify(settled ?? null) === key ? value : settled;
}
