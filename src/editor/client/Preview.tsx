// The real page beside the form, in either language; a click in it opens the field that holds what was clicked.
import { useEffect, useRef, useState } from 'react';
import type { EditPath, FileEntry, FileKind } from '../contract.ts';
import { findText, phoneField, priceField } from './find.ts';
import { words, type UiLang } from './words.ts';

type Props = {
  lang: UiLang;
  /** The open file, its entry in the list (its address) and its data as the form shows it. */
  open: { file: string; kind: FileKind } | null;
  entry: FileEntry | undefined;
  data: unknown;
  /** site.yaml's data: the form's when it is the open file, else as saved. */
  settings: unknown;
  onGo: (file: string, path: EditPath) => void;
};

export function Preview({ lang, open, entry, data, settings, onGo }: Props) {
  const t = words[lang];
  const [locale, setLocale] = useState<'fr' | 'en'>('fr');
  const frame = useRef<HTMLIFrameElement>(null);
  // The settings show on every page: the preview stays on the page last seen (a price clicked there shows its change there).
  const lastPage = useRef<FileEntry['address']>(undefined);
  if (entry?.address) lastPage.current = entry.address;
  const address = entry?.address?.[locale] ?? (open?.kind === 'site' ? (lastPage.current?.[locale] ?? (locale === 'fr' ? '/' : '/en')) : undefined);

  /**
   * Clicking in the preview opens the field that holds what was clicked, wherever it is declared: a phone its entry in
   * site.yaml's contact, a price its fact in site.yaml, a text its field in the open file or in site.yaml (menus, footer).
   */
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const tel = target.closest<HTMLAnchorElement>('a[href^="tel:"]')?.getAttribute('href')?.slice('tel:'.length);
    const price = target.closest('.price')?.querySelector('.price__amount')?.textContent;
    const text = target.closest('h1, h2, h3, h4, p, li, a, button, span, td, th, dt, dd, summary, strong, em, small')?.textContent?.trim() ?? '';
    const place = ((): [string, EditPath] | undefined => {
      const phone = tel !== undefined || /^[\d\s().+-]{10,}$/.test(text) ? phoneField(settings, tel, text) : undefined;
      if (phone) return ['site.yaml', phone];
      const fact = price ? priceField(settings, price, data) : undefined;
      if (fact) return ['site.yaml', fact];
      if (!text || data === null || !open) return undefined;
      const here = findText(data, text, locale);
      if (here) return [open.file, here];
      // The site's frame: what the header, the footer and the windows show is declared under these groups of site.yaml.
      const region = target.closest('footer') ? 'footer' : target.closest('dialog') ? 'dialogs' : target.closest('header') ? 'navigation' : undefined;
      const shared = findText(settings, text, locale, region);
      return shared ? ['site.yaml', shared] : undefined;
    })();
    if (!place) return;
    event.preventDefault();
    onGo(place[0], place[1]);
  };
  const click = useRef(onClick);
  click.current = onClick;
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // One listener per page the preview loads; it calls the latest handler, so it never works on stale data.
    const listen = () => {
      const inner = element.contentDocument;
      if (!inner || (inner as Document & { editorListens?: boolean }).editorListens) return;
      (inner as Document & { editorListens?: boolean }).editorListens = true;
      inner.addEventListener('click', (event) => click.current(event), true);
    };
    listen();
    element.addEventListener('load', listen);
    return () => element.removeEventListener('load', listen);
  });

  return (
    <aside className="editor__preview" aria-label={t.preview}>
      {address && (
        <>
          <div className="editor__preview-bar">
            <span>{t.previewIn}</span>
            {(['fr', 'en'] as const).map((each) => (
              <button type="button" key={each} className="small-button" aria-pressed={locale === each} onClick={() => setLocale(each)}>{t[each]}</button>
            ))}
            <code>{address}</code>
          </div>
          {/* A new frame per address: changing a frame's src adds to the window's history, and Back would walk the preview. */}
          <iframe key={address} ref={frame} title={t.preview} src={address} />
        </>
      )}
    </aside>
  );
}
