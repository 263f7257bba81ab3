// « Ajouter un appareil »: a signed-in person's one-time link, as a code to scan with the other device's camera and as
// text to copy, that creates a passkey for them there (a passkey made on a laptop does not open the editor on a phone).
import { useRef, useState } from 'react';
import { renderSVG } from 'uqr';
import { call, type Words } from './calls.ts';
import { type Lang, t, timeOfDay } from './words.ts';

export function AddDevice({ lang, say }: { lang: Lang; say: (words: Words | string) => void }) {
  const w = t[lang];
  const dialog = useRef<HTMLDialogElement>(null);
  const [link, setLink] = useState<{ link: string; expiresAt: number } | null>(null);
  const [copied, setCopied] = useState(false);

  async function open() {
    const reply = await call<{ link: string; expiresAt: number }>('POST', '/devices/link');
    if (!reply.ok) return say(reply.error);
    setLink(reply.body);
    setCopied(false);
    dialog.current?.showModal();
  }

  const until = link ? timeOfDay(link.expiresAt, lang) : '';
  return (
    <>
      <button type="button" onClick={() => void open()}>
        {w.addDevice}
      </button>
      <dialog ref={dialog} className="hosted-device" aria-labelledby="hosted-device-title">
        <h2 id="hosted-device-title">{w.addDevice}</h2>
        {link && (
          <>
            <p>{w.deviceHow(until)}</p>
            {/* The code is drawn from the link alone, here: the link never leaves this page but to the clipboard. */}
            <div
              className="hosted-device__code"
              role="img"
              aria-label={w.deviceCode}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's SVG of our own link, no outside markup.
              dangerouslySetInnerHTML={{ __html: renderSVG(link.link, { border: 2 }) }}
            />
            <label>
              {w.deviceLink}
              <input readOnly value={link.link} onFocus={(event) => event.currentTarget.select()} />
            </label>
            <button
              type="button"
              onClick={() => void navigator.clipboard.writeText(link.link).then(() => setCopied(true))}
            >
              {copied ? w.copied : w.copy}
            </button>
          </>
        )}
        <form method="dialog">
          <button type="submit">{w.close}</button>
        </form>
      </dialog>
    </>
  );
}
