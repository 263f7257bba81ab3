// A grid of cards: features, services with their lists, priced plans, contact details or benefit tiles; the cards of a row line up part by part.
import clsx from 'clsx';
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { Action } from '../../shell/Action.tsx';
import { Icon } from '../../shell/Icon.tsx';
import { useSite } from '../../shell/site-context.tsx';
import { Checklist } from '../Checklist.tsx';
import { Price, planName } from '../Price.tsx';
import { PriceTerms } from '../PriceTerms.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import type { CardGrid as CardGridSection } from './schema.ts';

export default function CardGrid({
  heading,
  intro,
  columns = 3,
  variant = 'feature',
  cards,
  terms,
  anchor,
}: ViewOf<typeof CardGridSection>) {
  const { settings, locale } = useSite();
  const headingId = useId();
  const CardHeading = heading ? 'h3' : 'h2';
  // Plans are chosen by pressing their button; elsewhere a card leads on with a link, so a grid never mixes the two.
  const buttons = variant === 'plan';
  return (
    <section
      className={clsx('section', `cards--${variant}`)}
      id={anchor}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <ul
          className={clsx(
            'card-grid card-grid--parts',
            `card-grid--${columns}`,
            cards.length === 1 && 'card-grid--single',
          )}
          role="list"
        >
          {cards.map((card, index) => (
            <li key={index} className={clsx('card', card.highlight && 'card--highlight')}>
              {card.highlight && <p className="card__badge">{card.highlight}</p>}
              <div className="card__head">
                {card.icon && (
                  <span className="card__icon">
                    <Icon name={card.icon} />
                  </span>
                )}
                <CardHeading className="card__title">{card.title}</CardHeading>
              </div>
              {/* Price and text as one column under the title: a long price note pushes its own text down, not a
                  hole into its neighbours' (rows shared by price and text opened ~70 px in them, review 5). */}
              {(card.price || card.priceNote || card.text || card.features) && (
                <div className="card__main">
                  {(card.price || card.priceNote) && (
                    <div className="card__pricing">
                      {card.price && (
                        <p className="card__price">
                          <Price price={card.price} />
                        </p>
                      )}
                      {card.priceNote && <p className="card__note">{card.priceNote}</p>}
                    </div>
                  )}
                  {(card.text || card.features) && (
                    <div className="card__body">
                      {card.text && <p className="card__text">{card.text}</p>}
                      <Checklist items={card.features} />
                    </div>
                  )}
                </div>
              )}
              {card.action && (
                <div className="card__foot">
                  {buttons ? (
                    <Action
                      action={card.action}
                      className="button--block"
                      plan={planName(card.title, card.price, settings.pricing, locale)}
                    />
                  ) : (
                    <Action action={card.action} asButton={false} className="card__link" />
                  )}
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
