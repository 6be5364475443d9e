import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import type { Dashboard } from '../../../shared/site/dashboard.schema';

const BAR_SLOT = 10;
const BAR_WIDTH = 7;
const CHART_HEIGHT = 100;

// `new Date('2026-11-22')` is midnight UTC, which is the day before in U.S. time zones.
function localDay(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Revenue per day as plain SVG bars: one chart does not pay for a chart library. */
export function RevenueChart({ days }: { days: Dashboard['revenueByDay'] }) {
  const max = Math.max(0, ...days.map((day) => day.revenueCents));
  const total = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const first = days[0];
  const last = days.at(-1);
  const width = Math.max(days.length, 1) * BAR_SLOT;

  return (
    <figure>
      <div className="flex items-baseline justify-between gap-4">
        <figcaption className="text-xs font-semibold tracking-widest text-muted uppercase">
          Revenue, last {days.length} days
        </figcaption>
        <p className="font-display text-lg tracking-tight">{formatMoney(total)}</p>
      </div>
      <div className="mt-4 flex gap-3">
        <div className="flex flex-col justify-between text-right text-[11px] text-muted tabular-nums">
          <span>{formatMoney(max)}</span>
          <span>{formatMoney(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className="h-48 w-full border-b border-l border-line"
        >
          {days.map((day, index) => {
            const height = max === 0 ? 0 : (day.revenueCents / max) * CHART_HEIGHT;
            return (
              <rect
                key={day.date}
                x={index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2}
                y={CHART_HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
                className="fill-ink transition-colors hover:fill-accent"
              >
                <title>{`${formatDate(localDay(day.date))}: ${formatMoney(day.revenueCents)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last ? (
        <div className="mt-2 flex justify-between pl-16 text-[11px] text-muted">
          <span>{formatDate(localDay(first.date))}</span>
          <span>{formatDate(localDay(last.date))}</span>
        </div>
      ) : null}
      {/* The wrapper hides the table: a table grows to its rows whatever height it is given. */}
      <div className="sr-only">
        <table>
          <caption>Revenue per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{formatDate(localDay(day.date))}</td>
                <td>{formatMoney(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
