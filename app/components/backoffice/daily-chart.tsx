import { scaleBand, scaleLinear } from 'd3-scale';
import { formatDate } from '#contract/dates.ts';

const WIDTH = 300;
const HEIGHT = 64;

/**
 * One figure over the dashboard's days as small bars, drawn on the server (an SVG, no
 * script). Screen readers get the figure in words: the total, today's and the busiest day.
 */
export function DailyChart({
  label,
  days,
  values,
  format = String,
}: {
  label: string;
  days: readonly string[];
  values: readonly number[];
  format?: (value: number) => string;
}) {
  const x = scaleBand<number>()
    .domain(values.map((_, index) => index))
    .range([0, WIDTH])
    .paddingInner(0.2);
  const top = Math.max(...values, 1);
  const y = scaleLinear().domain([0, top]).range([HEIGHT, 2]);
  const busiest = values.indexOf(Math.max(...values));
  const total = values.reduce((sum, value) => sum + value, 0);
  const words =
    total === 0
      ? `${label}: none in the last ${days.length} days`
      : `${label}: ${format(total)} in the last ${days.length} days, ${format(values.at(-1) ?? 0)} today, most on ${formatDate(days[busiest] ?? '', 'day')} (${format(values[busiest] ?? 0)})`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={words}
      className="h-16 w-full text-accent-600"
      preserveAspectRatio="none"
    >
      {values.map((value, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in a fixed order
          key={index}
          x={x(index)}
          y={value === 0 ? HEIGHT - 1 : y(value)}
          width={x.bandwidth()}
          height={value === 0 ? 1 : HEIGHT - y(value)}
          className={value === 0 ? 'fill-gray-300' : 'fill-current'}
        />
      ))}
    </svg>
  );
}
