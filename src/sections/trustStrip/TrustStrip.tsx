// A band of short reassurances.
import type { SectionViewOf } from '../../content/view.ts';
import { Icon } from '../../shell/Icon.tsx';

export default function TrustStrip({ items, anchor }: SectionViewOf<'trustStrip'>) {
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
