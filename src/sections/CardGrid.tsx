// A grid of cards: features, services with their lists, priced plans, contact details or benefit tiles.
import clsx from 'clsx';
import { useId } from 'react';
import type { SectionViewOf } from '../content/view.ts';
import { Action } from '../shell/Action.tsx';
import { Icon } from './Icon.tsx';
import { Price } from './Price.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { Checklist } from './Checklist.tsx';
import { PriceTerms } from './PriceTerms.tsx';

export default function CardGrid({ heading, intro, columns = 3, variant = 'feature', cards, terms, anchor }: SectionViewOf<'cardGrid'>) {
  const headingId = useId();
  const CardHeading = heading ? 'h3' : 'h2';
  return (
    <section className={clsx('section', `cards--${variant}`)} id={anchor} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <ul className={clsx('card-grid', `card-grid--${columns}`)} role="list">
          {cards.map((card, index) => (
            <li key={index} className={clsx('card', card.highlight && 'card--highlight')}>
              {card.icon && <span className="card__icon"><Icon name={card.icon} /></span>}
              <CardHeading className="card__title">{card.title}</CardHeading>
              {card.price && (
                <p className="card__price">
                  <Price price={card.price} />
                </p>
              )}
              {card.priceNote && <p className="card__note">{card.priceNote}</p>}
              {card.text && <p className="card__text">{card.text}</p>}
              <Checklist items={card.features} />
              {card.action && (
                <div className="card__action">
                  <Action action={card.action} />
                </div>
              )}
            </li>
          ))}
        </ul>
        {terms && <PriceTerms terms={terms} />}
      </div>
    </section>
  );
}
