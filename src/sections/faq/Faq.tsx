// Questions and answers as native disclosure widgets: keyboard and screen-reader ready, and they work without JavaScript.
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { SectionHeading } from '../SectionHeading.tsx';
import type { Faq as FaqSection } from './schema.ts';

export default function Faq({ heading, intro, items, anchor }: ViewOf<typeof FaqSection>) {
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={headingId}>
      <div className="container container--narrow">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <div className="faq">
          {items.map((item, index) => (
            <details key={index} className="faq__item">
              <summary className="faq__question">{item.question}</summary>
              <p className="faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
