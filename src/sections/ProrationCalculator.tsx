// Company-plan calculator: pick the fiscal year-end and the start month; see the months left and the monthly amount.
import { useId, useState } from 'react';
import type { SectionViewOf } from '../content/view.ts';
import { fillTemplate, formatMoney, htmlLang } from '../content/format.ts';
import { monthlyInstalment, monthsRemaining } from '../content/proration.ts';
import { useSite } from '../site-context.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { Checklist } from './Checklist.tsx';
import { PriceTerms } from './PriceTerms.tsx';

const months = Array.from({ length: 12 }, (_, index) => index + 1);

export default function ProrationCalculator({ heading, intro, annual, examples, terms, labels, anchor }: SectionViewOf<'prorationCalculator'>) {
  const { locale, settings } = useSite();
  const id = useId();
  const [yearEnd, setYearEnd] = useState(12);
  const [start, setStart] = useState(6);
  const monthName = new Intl.DateTimeFormat(htmlLang[locale], { month: 'long' });
  const nameOf = (month: number) => monthName.format(new Date(Date.UTC(2026, month - 1, 15)));
  const money = (amount: number) => formatMoney(amount, locale);
  const remaining = monthsRemaining(yearEnd, start);
  const total = money(annual.amount);
  const fill = (text: string, count: number) => fillTemplate(text, { months: count, monthly: money(monthlyInstalment(annual.amount, count)), total }, locale);

  const picker = (key: 'yearEnd' | 'start', value: number, onChange: (month: number) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{labels[key]}</label>
      <select id={`${id}-${key}`} value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {months.map((month) => (
          <option key={month} value={month}>{nameOf(month)}</option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="section" id={anchor} aria-labelledby={`${id}-heading`}>
      <div className="container container--narrow">
        <SectionHeading heading={heading} intro={intro} id={`${id}-heading`} />
        <div className="calculator">
          <div className="calculator__inputs">
            {picker('yearEnd', yearEnd, setYearEnd)}
            {picker('start', start, setStart)}
          </div>
          <output className="calculator__result" htmlFor={`${id}-yearEnd ${id}-start`} aria-live="polite">
            <strong className="calculator__months">{fillTemplate(labels.monthsRemaining, { months: remaining }, locale)}</strong>
            <span className="calculator__monthly">{fill(labels.monthly, remaining)}</span>
            <span className="calculator__following">{fill(labels.following, 12)}</span>
            <span className="price__taxes">{settings.pricing.taxesNotIncluded}</span>
          </output>
        </div>
        {examples && examples.length > 0 && (
          <>
            <h3 className="calculator__examples-heading">{labels.examplesHeading}</h3>
            <Checklist items={examples.map((count) => fill(labels.example, count))} className="calculator__examples" />
          </>
        )}
        <PriceTerms terms={terms} />
      </div>
    </section>
  );
}
