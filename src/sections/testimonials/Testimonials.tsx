// Clients' own words: each a quotation with the client's name and who they are under it.
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { SectionHeading } from '../SectionHeading.tsx';
import type { Testimonials as TestimonialsSection } from './schema.ts';

export default function Testimonials({ heading, intro, items, anchor }: ViewOf<typeof TestimonialsSection>) {
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <ul className="testimonials" role="list">
          {items.map((item, index) => (
            <li key={index} className="testimonial">
              <figure>
                <blockquote className="testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="testimonial__who">
                  <span className="testimonial__name">{item.name}</span>
                  <span className="testimonial__role">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
