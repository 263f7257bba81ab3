// A link or button from content data: internal pages, articles, phone, e-mail, portal, history back or a dialog.

import clsx from 'clsx';
import { Link } from 'wouter';
import type { Localized } from '../content/localize.ts';
import type { Cta } from '../content/schema/link.ts';
import { PLAN_ATTRIBUTE } from './chosen-plan.ts';
import { DIALOG_ID } from './dialog-ids.ts';
import { useCanGoBack } from './history-context.tsx';
import { openerProps } from './Modal.tsx';
import { useSite } from './site-context.tsx';

type Props = {
  action: Localized<Cta>;
  className?: string;
  asButton?: boolean;
  /** The plan this button is for (a plan card's title): the dialog it opens names it. */
  plan?: string;
};

export function Action({ action, className, asButton = true, plan }: Props) {
  const { settings, table, locale } = useSite();
  const canGoBack = useCanGoBack();
  const classes = clsx(
    asButton && ['button', action.style === 'secondary' ? 'button--secondary' : 'button--primary'],
    className,
  );

  if (action.action === 'getStarted' || action.action === 'booking') {
    return (
      <button {...openerProps(DIALOG_ID[action.action])} className={classes} {...{ [PLAN_ATTRIBUTE]: plan }}>
        {action.label}
        {/* Five « Commencer » on one page read apart by a screen reader too. */}
        {plan !== undefined && <span className="visually-hidden"> — {plan}</span>}
      </button>
    );
  }
  if (action.action === 'call') {
    const phone = settings.contact.phones[action.phone ?? 'general']!;
    // The number is read on the button: a laptop cannot dial it, its visitor copies it (review 8).
    return (
      <a className={classes} href={`tel:${phone.tel}`}>
        {action.label === undefined || action.label.includes(phone.display) ? (
          (action.label ?? phone.display)
        ) : (
          <>
            {action.label}
            <span className="action__number"> {phone.display}</span>
          </>
        )}
      </a>
    );
  }
  if (action.action === 'email') {
    return (
      <a className={classes} href={`mailto:${settings.contact.email}`}>
        {action.label ?? settings.contact.email}
      </a>
    );
  }
  if (action.action === 'portal' || action.url !== undefined) {
    const href = (locale === 'en' ? action.urlEn : undefined) ?? action.url ?? settings.portal.url;
    return (
      <a className={classes} href={href} target="_blank" rel="noopener noreferrer">
        {action.label}
        <span className="visually-hidden"> {settings.navigation.newTab}</span>
      </a>
    );
  }
  const href =
    action.post !== undefined
      ? table.pathOf({ post: action.post }, locale)
      : action.page !== undefined
        ? table.pathOf({ page: action.page }, locale)
        : undefined;
  if (href === undefined) throw new Error(`link without a destination: ${JSON.stringify(action)}`);
  if (action.action === 'back') {
    return (
      <Link
        className={classes}
        href={href}
        onClick={(event) => {
          // Go back when the visitor came from this site; otherwise follow the link to its fallback page.
          if (canGoBack()) {
            event.preventDefault();
            window.history.back();
          }
        }}
      >
        {action.label}
      </Link>
    );
  }
  return (
    <Link className={classes} href={href}>
      {action.label}
    </Link>
  );
}
