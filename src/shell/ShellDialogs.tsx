// The get-started and booking dialogs, prerendered closed in every page so their buttons open them before any script runs.
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { fillTemplate } from '../content/format.ts';
import { chosenPlan, onChosenPlan } from './chosen-plan.ts';
import { DIALOG_ID } from './dialog-ids.ts';
import { CloseButton, Modal, openerProps, openInstead, useDialogOpen } from './Modal.tsx';
import { PrivacyLink } from './PrivacyLink.tsx';
import { useSite } from './site-context.tsx';

export function ShellDialogs() {
  const { settings, locale } = useSite();
  // Opened from a plan card, both windows say which plan, and so does the e-mail's subject: the firm learns it too.
  const plan = useSyncExternalStore(onChosenPlan, chosenPlan, () => null);
  const chosen = plan === null ? null : fillTemplate(settings.dialogs.getStarted.chosen, { plan }, locale);
  return (
    <>
      <GetStartedDialog chosen={chosen} />
      <BookingDialog chosen={chosen} />
    </>
  );
}

/** Writing to the firm; from a plan card, the e-mail's subject names the plan. */
const mailtoFor = (email: string, chosen: string | null) =>
  `mailto:${email}${chosen === null ? '' : `?subject=${encodeURIComponent(chosen)}`}`;

/** The line under a window's title that names the plan chosen. */
function ChosenPlan({ chosen }: { chosen: string | null }) {
  return chosen === null ? null : <p className="modal__plan">{chosen}</p>;
}

function GetStartedDialog({ chosen }: { chosen: string | null }) {
  const { settings } = useSite();
  const text = settings.dialogs.getStarted;
  const headingId = useId();
  const general = settings.contact.phones.general!;
  const email = mailtoFor(settings.contact.email, chosen);
  return (
    <Modal id={DIALOG_ID.getStarted} labelledBy={headingId} className="modal--small">
      <div className="modal__header">
        <h2 id={headingId} className="modal__title">
          {text.title}
        </h2>
        <CloseButton label={settings.dialogs.close} target={DIALOG_ID.getStarted} />
      </div>
      <ChosenPlan chosen={chosen} />
      <p className="modal__intro">{text.intro}</p>
      <ul className="choice-list" role="list">
        <li>
          <button {...openerProps(DIALOG_ID.booking)} className="choice" onClick={openInstead}>
            <span className="choice__label">{text.book}</span>
          </button>
        </li>
        <li>
          <a className="choice" href={`tel:${general.tel}`}>
            <span className="choice__label">{text.call}</span>
            <span className="choice__detail">{general.display}</span>
          </a>
        </li>
        <li>
          <a className="choice" href={email}>
            <span className="choice__label">{text.email}</span>
            <span className="choice__detail">{settings.contact.email}</span>
          </a>
        </li>
        <li>
          <a className="choice" href={settings.portal.url} target="_blank" rel="noopener noreferrer">
            <span className="choice__label">{text.portal}</span>
            <span className="visually-hidden"> {settings.navigation.newTab}</span>
          </a>
        </li>
      </ul>
    </Modal>
  );
}

/** How long the calendar may take before the window offers the phone and e-mail instead. */
export const BOOKING_WAIT_MS = 8000;
type Calendar = 'loading' | 'loaded' | 'unavailable';

function BookingDialog({ chosen }: { chosen: string | null }) {
  const { settings } = useSite();
  const text = settings.dialogs.booking;
  const headingId = useId();
  // The third-party calendar loads only while the window is open (Law 25: not on every page view), once the app runs.
  const open = useDialogOpen(DIALOG_ID.booking);
  const [calendar, setCalendar] = useState<Calendar>('loading');
  const general = settings.contact.phones.general!;
  useEffect(() => {
    if (!open) return;
    const stillLoading = (current: Calendar): Calendar => (current === 'loading' ? 'unavailable' : current);
    const timer = setTimeout(() => setCalendar(stillLoading), BOOKING_WAIT_MS);
    // A frame whose host cannot be reached shows the browser's broken-page icon and still fires load: ask the host first.
    fetch(settings.booking, {
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }).catch(() => setCalendar('unavailable'));
    return () => {
      clearTimeout(timer);
      setCalendar('loading');
    };
  }, [open, settings.booking]);
  return (
    <Modal id={DIALOG_ID.booking} labelledBy={headingId} className="modal--booking">
      <div className="modal__header">
        <h2 id={headingId} className="modal__title">
          {text.title}
        </h2>
        <CloseButton label={settings.dialogs.close} target={DIALOG_ID.booking} />
      </div>
      <ChosenPlan chosen={chosen} />
      {/* Before the visitor types anything into the third-party calendar, they learn who receives it (Law 25). */}
      <p className="modal__notice">
        {settings.privacy.bookingNotice} <PrivacyLink />
      </p>
      <div className="booking-frame" aria-busy={calendar === 'loading'}>
        {calendar === 'loading' && (
          <p className="booking-frame__loading" role="status">
            {text.loading}
          </p>
        )}
        {calendar === 'unavailable' && (
          <div className="booking-frame__unavailable" role="status">
            <p>{text.unavailable}</p>
            <p className="booking-frame__ways">
              <a className="button button--primary" href={`tel:${general.tel}`}>
                {general.display}
              </a>
              <a className="button button--secondary" href={mailtoFor(settings.contact.email, chosen)}>
                {settings.contact.email}
              </a>
            </p>
          </div>
        )}
        {open && (
          <iframe
            className="booking-frame__iframe"
            src={settings.booking}
            title={text.frameTitle}
            // The calendar needs its own scripts, cookies and form; nothing else (no top navigation, no popups, no downloads).
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="eager"
            hidden={calendar === 'unavailable'}
            onLoad={() => setCalendar((current) => (current === 'loading' ? 'loaded' : current))}
          />
        )}
      </div>
    </Modal>
  );
}
