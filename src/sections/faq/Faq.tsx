// Questions and answers as native disclosure widgets: keyboard and screen-reader ready, and they work without JavaScript.
import { useId } from 'react';
import type { SectionViewOf } from '../../site/view.ts';
import { SectionHeading } from '../SectionHeading.tsx';

export default function Faq({ heading, intro, items, anchor }: SectionViewOf<'faq'>) {
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
