// The statistics of one ad in My Ads: totals, a chart of the last 30 days (views and
// appearances in search results), and the same numbers as a table for screen readers
// and anyone who prefers figures.
import { useEffect, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { formatDate } from '#contract/dates.ts';
import { formatNumber } from '#contract/format.ts';
import { type OfferStats, STAT_KEYS, STAT_LABELS } from '#contract/offer-stats.ts';
import { Spinner } from '../forms/submit-button.tsx';

const CHART_DAYS = 30;
const WIDTH = 600;
const HEIGHT = 140;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; stats: OfferStats };

/** The statistics' days are UK calendar days ('2026-11-26'): '26 Nov'. */
const shortDate = (day: string) => formatDate(day, 'shortDayMonth');

/** Bars of views with a line of search appearances, each scaled to its own maximum. */
function Chart({ days }: { days: OfferStats['days'] }) {
  const shown = days.slice(-CHART_DAYS);
  const step = WIDTH / Math.max(shown.length, 1);
  const maxViews = Math.max(1, ...shown.map((day) => day.views));
  const maxImpressions = Math.max(1, ...shown.map((day) => day.impressions));
  const line = shown
    .map((day, index) => `${(index + 0.5) * step},${HEIGHT - (day.impressions / maxImpressions) * (HEIGHT - 10)}`)
    .join(' ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-36 w-full" aria-hidden="true" preserveAspectRatio="none">
      {shown.map((day, index) => {
        const height = (day.views / maxViews) * (HEIGHT - 10);
        return (
          <rect
            key={day.date}
            x={index * step + step * 0.15}
            y={HEIGHT - height}
            width={step * 0.7}
            height={height}
            className="fill-accent-600"
          />
        );
      })}
      <polyline points={line} fill="none" strokeWidth="2" className="stroke-gray-800" />
    </svg>
  );
}

/** GET the offer's statistics; an answer for another offer than the one now shown is dropped. */
function useOfferStats(offerId: string): Load {
  const api = useApi();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    void api<OfferStats>(`/api/offers/${offerId}/stats`, { handled: [404] }).then((result) => {
      if (!current) return;
      setLoad(
        result.ok
          ? { state: 'ready', stats: result.data }
          : { state: 'failed', message: result.error.message ?? 'The statistics could not be loaded.' },
      );
    });
    return () => {
      current = false;
    };
  }, [api, offerId]);
  return load;
}

/** The same numbers as the chart, a day a row (newest first), folded away at first. */
function DayTable({ days }: { days: OfferStats['days'] }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold text-accent-700">The numbers by day</summary>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Statistics by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">In search results</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.date} className="border-t border-gray-200">
              <th scope="row" className="font-normal">
                {shortDate(day.date)}
              </th>
              <td>{day.views}</td>
              <td>{day.impressions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function OfferStatsPanel({ offerId, id }: { offerId: string; id: string }) {
  const load = useOfferStats(offerId);

  if (load.state === 'loading') {
    return (
      <p id={id} role="status" className="flex items-center gap-2 text-sm text-gray-800">
        <Spinner /> Loading the statistics…
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <p id={id} role="alert" className="text-sm font-semibold text-red-800">
        {load.message}
      </p>
    );
  }
  const { stats } = load;
  return (
    <section id={id} aria-label="Statistics" className="flex flex-col gap-3 rounded-xl bg-gray-50 p-3">
      <dl className="grid grid-cols-2 gap-2 sm2:grid-cols-5">
        {STAT_KEYS.map((key) => (
          <div key={key}>
            <dt className="text-xs text-gray-700">{STAT_LABELS[key]}</dt>
            <dd className="text-lg font-bold text-gray-900">{formatNumber(stats.totals[key])}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-700">
        Since {shortDate(stats.from)}. The chart shows the last {Math.min(CHART_DAYS, stats.days.length)} days:{' '}
        <span className="font-semibold text-accent-700">bars</span> are views,{' '}
        <span className="font-semibold text-gray-900">the line</span> appearances in search results.
      </p>
      <Chart days={stats.days} />
      <DayTable days={stats.days} />
    </section>
  );
}
