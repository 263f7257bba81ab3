// The banner at the top of a page; its title is the page's only h1.
import clsx from 'clsx';
import type { SectionViewOf } from '../content/view.ts';
import { Action } from '../shell/Action.tsx';

export default function Hero({ eyebrow, title, subtitle, actions, variant, anchor }: SectionViewOf<'hero'>) {
  return (
    <section className={clsx('hero', variant === 'home' && 'hero--home')} id={anchor}>
      <div className="container hero__inner">
        {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
        <h1 className="hero__title">{title}</h1>
        {subtitle && <p className="hero__subtitle">{subtitle}</p>}
        {actions && actions.length > 0 && (
          <div className="actions">
            {actions.map((action, index) => <Action key={index} action={action} />)}
          </div>
        )}
      </div>
    </section>
  );
}
