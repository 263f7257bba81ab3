// The page being edited drawn at a phone's width (390 × 844) in hidden frames once typing pauses, checked with the content gate's button rule (src/site/button-fit.ts): each label too long for a phone becomes a warning at its field.
import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../content/messages.ts';
import { type ButtonMisfit, buttonMisfits, charactersTooMany } from '../../site/button-fit.ts';
import { dottedPath } from '../../site/problem.ts';
import type { EditPath } from '../contract.ts';
import { findText } from './find.ts';
import { refreshFrame, refreshOnlyWhenAsked } from './preview-bridge.ts';
import { getIn } from './state.ts';
import { words } from './words.ts';

/** A label measured too wide: its field, the text it held when measured (changed since, the warning waits for the next check), the words. */
export type PhoneWarning = { path: string; value: string; message: Message };

/** The gate's phone: tests/e2e (routes.spec at 390 × 844). */
export const PHONE = { width: 390, height: 844 };
/** How long the typing must pause before the phone frames are redrawn: the check stays off the typing path. */
const PAUSE_MS = 400;
/** How long after a page opens its phone frames wait before loading. */
const ARM_AFTER_MS = 1_500;

type Props = {
  /** The open page's addresses (none: nothing to check, as for the settings). */
  addresses: { fr: string; en: string } | undefined;
  /** The form's data, where a label is looked up; `edits` changes with each keystroke. */
  data: unknown;
  edits: unknown;
  onWarnings: (warnings: PhoneWarning[]) => void;
};

export function PhoneCheck({ addresses, data, edits, onWarnings }: Props) {
  const frames = { fr: useRef<HTMLIFrameElement>(null), en: useRef<HTMLIFrameElement>(null) };
  const latest = useRef({ data, onWarnings });
  latest.current = { data, onWarnings };
  // Counts the frames' pages drawn: a check follows each.
  const [drawn, setDrawn] = useState(0);
  // The page's addresses whose phone frames may load: a while after it opens, once the browser is idle, so the visible
  // preview's first drawing never shares the dev server and the processor with two more (a full run saw it miss 20 s).
  const key = addresses ? `${addresses.fr} ${addresses.en}` : '';
  const [armed, setArmed] = useState('');
  useEffect(() => {
    if (!key) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setArmed(key));
    }, ARM_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft (edits) or a page drawn (drawn) is checked again; the frames' refs are stable.
  useEffect(() => {
    if (!addresses) return;
    let cancelled = false;
    let cancelIdle = () => {};
    const check = async () => {
      const started = performance.now();
      const warnings: PhoneWarning[] = [];
      for (const locale of ['fr', 'en'] as const) {
        const element = frames[locale].current;
        const view = element?.contentWindow;
        const inner = element?.contentDocument;
        // Not drawn yet: its page's drawing runs the check again.
        if (!view || !inner || !ready(inner)) return;
        // The preview's own answer for this draft (asked already for its language): the frame draws what the preview does;
        // a draft that makes no whole site (422) is not measured.
        if (!(await refreshFrame(view, false))) return;
        await settled(inner);
        if (cancelled) return;
        warnings.push(
          ...warningsOf(buttonMisfits(inner.querySelector('main') ?? inner.body), latest.current.data, locale),
        );
      }
      if (cancelled) return;
      performance.measure('editor:phone-check', { start: started });
      latest.current.onWarnings(warnings);
    };
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void check());
    }, PAUSE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      cancelIdle();
    };
  }, [addresses?.fr, addresses?.en, edits, drawn]);

  if (!addresses || armed !== key) return null;
  return (
    <div className="editor__phone-check" aria-hidden="true" inert>
      {(['fr', 'en'] as const).map((locale) => (
        <iframe
          key={`${locale} ${addresses[locale]}`}
          ref={(element) => {
            frames[locale].current = element;
            // Marked before its page asks for the draft: it is redrawn when the check asks, never at each keystroke.
            if (element?.contentWindow) refreshOnlyWhenAsked(element.contentWindow);
          }}
          title={`${PHONE.width} px`}
          tabIndex={-1}
          width={PHONE.width}
          height={PHONE.height}
          src={addresses[locale]}
          onLoad={(event) => {
            const inner = event.currentTarget.contentDocument;
            if (!inner || inner.location.href === 'about:blank') return;
            // A phone's scrollbar takes no width (the gate's Chromium draws none): the page keeps its 390 px.
            inner.documentElement.style.scrollbarWidth = 'none';
            void whenReady(inner).then((ok) => ok && setDrawn((count) => count + 1));
          }}
        />
      ))}
    </div>
  );
}

/** The page has drawn once its main part holds something (a dev page renders after its load event). */
const ready = (inner: Document) => (inner.querySelector('#main, main')?.childElementCount ?? 0) > 0;

async function whenReady(inner: Document, until = Date.now() + 20_000): Promise<boolean> {
  while (!ready(inner)) {
    if (Date.now() > until || !inner.defaultView) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Once the page's redraw is over: no change in it for 120 ms (3 s at most), and its fonts loaded. */
function settled(inner: Document): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      void inner.fonts.ready.then(() => resolve());
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, 120);
    });
    observer.observe(inner, { subtree: true, childList: true, characterData: true, attributes: true });
    quiet = setTimeout(done, 120);
    const cap = setTimeout(done, 3_000);
  });
}

/** One warning per button, at the field that holds its label in this language; a label found in no field is left to the gate. */
function warningsOf(misfits: ButtonMisfit[], data: unknown, locale: 'fr' | 'en'): PhoneWarning[] {
  const byButton = new Map<number, ButtonMisfit[]>();
  for (const misfit of misfits) byButton.set(misfit.index, [...(byButton.get(misfit.index) ?? []), misfit]);
  const warnings: PhoneWarning[] = [];
  for (const found of byButton.values()) {
    const first = found[0]!;
    const path: EditPath | undefined = findText(data, first.label, locale);
    const value = path ? getIn(data, path) : undefined;
    if (!path || typeof value !== 'string') continue;
    // Two lines said first (the gate's first words), then cut, then out of its box; the widest overflow sets the count.
    const worst = found.find((each) => each.kind === 'lines') ?? found.find((each) => each.kind === 'cut') ?? first;
    const kind = worst.kind === 'outside' ? (worst.box ?? 'column') : worst.kind;
    const characters = Math.max(...found.map(charactersTooMany));
    warnings.push({
      path: dottedPath(path),
      value,
      message: { fr: words.fr.tooLongForPhone(kind, characters), en: words.en.tooLongForPhone(kind, characters) },
    });
  }
  return warnings;
}

/** When the browser has nothing else to do (or after a short wait where it cannot say). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}
