// Heading, paragraphs and bullets; the callout variant frames important information.
import clsx from 'clsx';
import { useId } from 'react';
import type { ViewOf } from '../../content/view-types.ts';
import { Action } from '../../shell/Action.tsx';
import { Checklist } from '../Checklist.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import type { Text as TextSection } from './schema.ts';

export default function Text({
  heading,
  paragraphs,
  bullets,
  list = 'checks',
  variant = 'plain',
  action,
  anchor,
}: ViewOf<typeof TextSection>) {
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={heading ? headingId : undefined}>
      <div className={clsx('container container--narrow', variant === 'callout' && 'callout')}>
        <SectionHeading heading={heading} id={headingId} />
        {paragraphs?.map((paragraph, index) => (
          <p key={index} className="prose">
            {paragraph}
          </p>
        ))}
        <Checklist items={bullets} labelled steps={list === 'steps'} />
        {action && (
          <div className="actions">
            <Action action={action} />
          </div>
        )}
      </div>
    </section>
  );
}
