// Company-plan calculator: pick the fiscal year-end and the start month (first month of the fiscal year until chosen); see the months left, the monthly amount and a chart of the payments.
import { useId, useState } from 'react';
import { fillTemplate, formatMoney, monthName } from '../../content/format.ts';
import { isExactInstalment, monthlyInstalment, monthsRemaining, paymentMonths } from '../../content/proration.ts';
import type { ViewOf } from '../../content/view-types.ts';
import { useSite } from '../../shell/site-context.tsx';
import { Checklist } from '../Checklist.tsx';
import { PriceTerms } from '../PriceTerms.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { MonthlyChart } from './parts/MonthlyChart.tsx';
import type { ProrationCalculator as ProrationCalculatorSection } from './schema.ts';

const months = Array.from({ length: 12 }, (_, index) => index + 1);

export default function ProrationCalculator({
  heading,
  intro,
  annual,
  examples,
  terms,
  labels,
  anchor,
}: ViewOf<typeof ProrationCalculatorSection>) {
  const { locale, settings } = useSite();
  const id = useId();
  const [yearEnd, setYearEnd] = useState(12);
  // Until the visitor picks a start month, it is the fiscal year's first: twelve payments, the usual case, rather than
  // the visitor's own month (in November, two large payments: the most alarming amount as the first one seen).
  const [chosenStart, setStart] = useState<number | undefined>(undefined);
  const start = chosenStart ?? (yearEnd % 12) + 1;
  const nameOf = (month: number) => monthName(month, locale);
  const money = (amount: number) => formatMoney(amount, locale);
  const remaining = monthsRemaining(yearEnd, start);
  const total = money(annual.amount);
  // A rounded amount that does not add up to the yearly rate is quoted as “about” (292 $ × 12 = 3 504 $).
  const monthlyText = (count: number) => {
    const amount = money(monthlyInstalment(annual.amount, count));
    return isExactInstalment(annual.amount, count)
      ? amount
      : fillTemplate(settings.pricing.approximately, { amount }, locale);
  };
  const fill = (text: string, count: number) =>
    fillTemplate(text, { months: count, monthly: monthlyText(count), total }, locale);

  const picker = (key: 'yearEnd' | 'start', value: number, onChange: (month: number) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{labels[key]}</label>
      <select id={`${id}-${key}`} value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {months.map((month) => (
          <option key={month} value={month}>
            {nameOf(month)}
          </option>
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
          <output
            className="calculator__result"
            htmlFor={`${id}-yearEnd ${id}-start`}
            aria-labelledby={`${id}-heading`}
            aria-live="polite"
          >
            <strong className="calculator__months">
              {fillTemplate(labels.monthsRemaining, { months: remaining }, locale)}
            </strong>
            <span className="calculator__monthly">{fill(labels.monthly, remaining)}</span>
            {/* One month left: the whole year's fee in one payment, startling without its reason. */}
            {remaining === 1 && (
              <span className="calculator__last-month">
                {fillTemplate(
                  labels.lastMonth,
                  { months: remaining, monthly: monthlyText(remaining), total, yearEnd: nameOf(yearEnd) },
                  locale,
                )}
              </span>
            )}
            <span className="calculator__following">{fill(labels.following, 12)}</span>
            <span className="price__taxes">{settings.pricing.taxesNotIncluded}</span>
          </output>
          <MonthlyChart
            months={paymentMonths(yearEnd, start)}
            amounts={{
              thisYear: monthlyInstalment(annual.amount, remaining),
              nextYear: monthlyInstalment(annual.amount, 12),
            }}
            amountTexts={{ thisYear: monthlyText(remaining), nextYear: monthlyText(12) }}
            legend={{ thisYear: labels.chartThisYear, nextYear: labels.chartNextYear }}
            monthLetter={(month) => monthName(month, locale, 'narrow')}
            description={`${fill(labels.monthly, remaining)}. ${fill(labels.following, 12)}.`}
          />
        </div>
        {examples && examples.length > 0 && (
          <>
            <h3 className="calculator__examples-heading">{labels.examplesHeading}</h3>
            <Checklist items={examples.map((count) => fill(labels.example, count))} className="calculator__examples" />
          </>
        )}
        {terms && <PriceTerms terms={terms} />}
      </div>
    </section>
  );
}
