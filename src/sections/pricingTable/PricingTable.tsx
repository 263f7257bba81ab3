// A table of services and prices; on phones each row stacks into a block.
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { Price } from '../Price.tsx';
import { PriceTerms } from '../PriceTerms.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import type { PricingTable as PricingTableSection } from './schema.ts';

export default function PricingTable({
  heading,
  intro,
  columns,
  rows,
  terms,
  notes,
  anchor,
}: ViewOf<typeof PricingTableSection>) {
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <table className="pricing-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{columns.service}</th>
              <th scope="col">{columns.price}</th>
              <th scope="col">{columns.description}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row" data-label={columns.service}>
                  {row.service}
                </th>
                <td data-label={columns.price}>
                  <Price price={row.price} />
                </td>
                <td data-label={columns.description}>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {terms && <PriceTerms terms={terms} />}
        {notes && notes.length > 0 && (
          <ul className="notes">
            {notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
