// A bar chart of the company plan's monthly payments, month by month: this fiscal year's months, then the next year's twelve.
import { useId } from 'react';
import type { PaymentMonth } from '../../../content/proration.ts';

type Props = {
  months: readonly PaymentMonth[];
  /** Monthly amount this fiscal year and the next, as numbers (bar heights) and as a visitor reads them. */
  amounts: { thisYear: number; nextYear: number };
  amountTexts: { thisYear: string; nextYear: string };
  legend: { thisYear: string; nextYear: string };
  /** Narrow month name (J, F, M…) in the visitor's language. */
  monthLetter: (month: number) => string;
  /** What the chart shows, in sentences, for people who cannot see it. */
  description: string;
};

const SLOT = 10;
/** A first year's monthly amount over this many times the later one is drawn cut (a gap in its bar), so the later years'
 *  bars keep a readable height: one month of 3 500 $ left the next twelve at 8 % of the chart. */
const CUT_ABOVE = 3;

export function MonthlyChart({ months, amounts, amountTexts, legend, monthLetter, description }: Props) {
  const id = useId();
  const cut = amounts.thisYear > amounts.nextYear * CUT_ABOVE;
  const highest = cut ? amounts.nextYear * CUT_ABOVE : Math.max(amounts.thisYear, amounts.nextYear);
  const left = months.filter((month) => !month.nextYear).length;
  const height = (month: PaymentMonth) =>
    Math.min(100, Math.max(4, ((month.nextYear ? amounts.nextYear : amounts.thisYear) / highest) * 100));
  return (
    <figure className="chart" aria-labelledby={`${id}-legend`}>
      {/* Each year's monthly amount above its bars: the first at the start, the next at the end. */}
      <div className="chart__values" aria-hidden="true">
        <span className="chart__value">{amountTexts.thisYear}</span>
        <span className="chart__value chart__value--next">{amountTexts.nextYear}</span>
      </div>
      <svg
        className="chart__bars"
        viewBox={`0 0 ${months.length * SLOT} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-label={description}
        focusable="false"
      >
        {months.map((month, index) => (
          <rect
            key={index}
            className={month.nextYear ? 'chart__bar chart__bar--next' : 'chart__bar'}
            x={index * SLOT + 2}
            width={SLOT - 4}
            y={100 - height(month)}
            height={height(month)}
          />
        ))}
        {cut &&
          months.map(
            (month, index) =>
              !month.nextYear && (
                <rect
                  key={`cut${index}`}
                  className="chart__cut"
                  x={index * SLOT + 1}
                  width={SLOT - 2}
                  y="22"
                  height="6"
                />
              ),
          )}
        <line
          className="chart__split"
          x1={left * SLOT}
          x2={left * SLOT}
          y1="0"
          y2="100"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="chart__months" aria-hidden="true">
        {months.map((month, index) => (
          <span key={index}>{monthLetter(month.month)}</span>
        ))}
      </div>
      <figcaption className="chart__legend" id={`${id}-legend`}>
        <span className="chart__key">
          <span className="chart__swatch" />
          <strong>{legend.thisYear}</strong> {amountTexts.thisYear}
          {'\u00a0×\u00a0'}
          {left}
        </span>
        <span className="chart__key chart__key--next">
          <span className="chart__swatch" />
          <strong>{legend.nextYear}</strong> {amountTexts.nextYear}
          {'\u00a0×\u00a012'}
        </span>
      </figcaption>
    </figure>
  );
}
