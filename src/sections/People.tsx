// The team, group by group.
import { useId } from 'react';
import type { SectionViewOf } from '../content/view.ts';
import { SectionHeading } from './SectionHeading.tsx';

const initials = (name: string) => name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();

export default function People({ heading, intro, groups, anchor }: SectionViewOf<'people'>) {
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        {groups.map((group, groupIndex) => (
          <div key={groupIndex} className="people__group">
            <h3 className="people__heading">{group.heading}</h3>
            <ul className="card-grid card-grid--3" role="list">
              {group.members.map((person, index) => (
                <li key={index} className="card person">
                  <span className="person__avatar" aria-hidden="true">{initials(person.name)}</span>
                  <h4 className="card__title">{person.name}</h4>
                  <p className="person__role">{person.role}</p>
                  {person.bio && <p className="card__text">{person.bio}</p>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
