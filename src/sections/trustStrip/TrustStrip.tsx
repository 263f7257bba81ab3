// A band of short reassurances.

import type { ViewOf } from '../../content/view-types.ts';
import { Icon } from '../../shell/Icon.tsx';
import type { TrustStrip as TrustStripSection } from './schema.ts';

export default function TrustStrip({ items, anchor }: ViewOf<typeof TrustStripSection>) {
  return (
    <section className="trust" id={anchor}>
      <ul className="container trust__list" role="list">
        {items.map((item, index) => (
          <li key={index} className="trust__item">
            <Icon name={item.icon} />
            <span>
              {item.label}
              {item.detail && <small className="trust-row__detail">{item.detail}</small>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
