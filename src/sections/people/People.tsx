// The team, group by group: initials on a disc, the name with its designation, the role and a short bio; a group of two sits side by side.
import clsx from 'clsx';
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { Action } from '../../shell/Action.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { Monogram } from './parts/Monogram.tsx';
import type { People as PeopleSection } from './schema.ts';

export default function People({ heading, intro, groups, anchor, action }: ViewOf<typeof PeopleSection>) {
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        {groups.map((group, groupIndex) => {
          // As many columns as people (two to four), so no row ends with an empty column.
          const columns = Math.min(4, Math.max(2, group.members.length));
          return (
            <div key={groupIndex} className="people__group">
              <h3 className="people__heading">{group.heading}</h3>
              <ul className={clsx('card-grid', `card-grid--${columns}`, columns === 2 && 'people--pair')} role="list">
                {group.members.map((person, index) => (
                  <li key={index} className="card person">
                    <Monogram name={person.name} />
                    <div className="person__text">
                      <h4 className="card__title person__name">
                        {person.name}
                        {person.designation && <span className="person__designation">, {person.designation}</span>}
                      </h4>
                      <p className="person__role">{person.role}</p>
                      {person.bio && <p className="card__text">{person.bio}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {action && (
          <p className="people__more">
            <Action action={action} asButton={false} className="card__link" />
          </p>
        )}
      </div>
    </section>
  );
}
