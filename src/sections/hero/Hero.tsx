// The banner at the top of a page: its title is the page's only h1; beside it on wide screens a drawing, under it the firm's credentials when asked.
import clsx from 'clsx';
import type { ViewOf } from '../../content/view-types.ts';
import { Action } from '../../shell/Action.tsx';
import { Icon } from '../../shell/Icon.tsx';
import { useSite } from '../../shell/site-context.tsx';
import type { Hero as HeroSection } from './schema.ts';

export default function Hero({
  eyebrow,
  title,
  subtitle,
  actions,
  variant,
  visual,
  drawing = 'document',
  trust,
  anchor,
}: ViewOf<typeof HeroSection>) {
  const { settings } = useSite();
  return (
    <section className={clsx('hero', variant === 'home' && 'hero--home', visual && 'hero--visual')} id={anchor}>
      <div className="container hero__inner">
        <div className="hero__text">
          {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
          <h1 className="hero__title">{title}</h1>
          {subtitle && <p className="hero__subtitle">{subtitle}</p>}
          {actions && actions.length > 0 && (
            <div className="actions">
              {actions.map((action, index) => (
                <Action key={index} action={action} />
              ))}
            </div>
          )}
        </div>
        {/* Drawn by the stylesheet (src/styles/art): nothing to download, nothing to read. */}
        {visual && (
          <div
            className={clsx('hero__art', visual === 'portal' ? 'hero__art--portal' : `hero__art--${drawing}`)}
            aria-hidden="true"
          >
            {visual !== 'portal' && (
              <span className="hero__badge">
                <Icon name={visual} />
              </span>
            )}
          </div>
        )}
      </div>
      {trust && (
        <ul className="container trust-row" role="list">
          {settings.trust.map((item, index) => (
            <li key={index} className="trust-row__item">
              <Icon name={item.icon} />
              <span>
                {item.label}
                {item.detail && <small className="trust-row__detail">{item.detail}</small>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
