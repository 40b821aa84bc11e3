import type { ReactNode } from 'react';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { DailyChart } from '#app/components/backoffice/daily-chart.tsx';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { getAppContext } from '#app/context.ts';
import { operatorOrRedirect, operatorPageWithoutForms } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Dashboard, QueueHealth } from '#contract/dashboard.ts';
import { formatMoney } from '#contract/format.ts';
import { readDashboard } from '#core/backoffice/dashboard.ts';
import type { Route } from './+types/dashboard.ts';

/** /admin: the site today and over the last 30 days, for every operator (the money for finance). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'backoffice.access');
  const board = await readDashboard(getAppContext(args.context).deps, viewer);
  return { viewer, board, at: new Date().toISOString() };
}

export const action = (args: Route.ActionArgs) => operatorPageWithoutForms(args, 'backoffice.access');

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Back office'), { name: 'robots', content: 'noindex' }];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function Tile({
  title,
  today,
  month,
  extra,
  children,
}: {
  title: string;
  today: string;
  month: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4">
      <h2 className="font-semibold text-gray-900">{title}</h2>
      <p className="text-gray-800">
        <span className="text-2xl font-bold text-gray-900">{today}</span> today · {month} in 30 days
      </p>
      {extra && <p className="text-sm text-gray-700">{extra}</p>}
      {children}
    </section>
  );
}

/** A tile of one daily count: today, the 30 days' total and their chart. */
function CountTile({
  title,
  board,
  values,
  extra,
}: {
  title: string;
  board: Dashboard;
  values: number[];
  extra?: ReactNode;
}) {
  return (
    <Tile title={title} today={String(values.at(-1) ?? 0)} month={String(sum(values))} extra={extra}>
      <DailyChart label={title} days={board.days} values={values} />
    </Tile>
  );
}

function MoneyTile({ board, money }: { board: Dashboard; money: NonNullable<Dashboard['money']> }) {
  const today = (values: number[]) => formatMoney(values.at(-1) ?? 0);
  return (
    <Tile
      title="Revenue (VAT included)"
      today={today(money.gross)}
      month={formatMoney(sum(money.gross))}
      extra={`Today ${money.orders.at(-1) ?? 0} paid orders: ${today(money.net)} net + ${today(money.vat)} VAT. In 30 days ${sum(money.orders)} orders: ${formatMoney(sum(money.net))} net + ${formatMoney(sum(money.vat))} VAT.`}
    >
      <DailyChart label="Revenue" days={board.days} values={money.gross} format={formatMoney} />
    </Tile>
  );
}

const QUEUE_COLUMNS: CardColumn[] = [
  { name: 'Queue' },
  { name: 'Waiting', right: true },
  { name: 'Running', right: true },
  { name: 'Failed', right: true },
  { name: 'Oldest waiting' },
];

function waitedFor(since: string | null, now: string): string {
  if (!since) return '—';
  const minutes = Math.max(0, Math.round((Date.parse(now) - Date.parse(since)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function Queues({ queues, at }: { queues: QueueHealth[]; at: string }) {
  if (queues.length === 0) return <p className="text-gray-800">No work is waiting, running or failed.</p>;
  return (
    <CardTable caption="Job queues" columns={QUEUE_COLUMNS} small="table">
      {queues.map((queue) => (
        <tr key={queue.name} className="border-t border-gray-200">
          <Cell label="Queue" className="font-mono">
            {queue.name}
          </Cell>
          <Cell label="Waiting" className="text-right">
            {queue.waiting}
          </Cell>
          <Cell label="Running" className="text-right">
            {queue.active}
          </Cell>
          <td
            data-label="Failed"
            className={`py-2 pr-4 text-right${queue.failed > 0 ? ' font-bold text-red-800' : ''}`}
          >
            {queue.failed}
          </td>
          <Cell label="Oldest waiting" last>
            {waitedFor(queue.oldest_waiting_at, at)}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

export default function BackOfficeDashboard({ loaderData: { viewer, board, at } }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">The site today</h1>
      <div className="grid gap-4 sm2:grid-cols-2 lg:grid-cols-3">
        <CountTile title="New accounts" board={board} values={board.accounts.new} />
        <CountTile
          title="Ads posted"
          board={board}
          values={board.offers.posted}
          extra={`Now ${board.offers.live} live, ${board.offers.pending} waiting for moderation`}
        />
        <CountTile title="Ads expired" board={board} values={board.offers.expired} />
        {board.money && <MoneyTile board={board} money={board.money} />}
        <CountTile title="Reports" board={board} values={board.reports.new} extra={`${board.reports.open} open now`} />
        <CountTile title="Failed imports" board={board} values={board.imports.failed} />
        <CountTile title="E-mails that failed" board={board} values={board.emails.failed} />
      </div>
      <section aria-labelledby="queues" className="mt-8">
        <h2 id="queues" className="mb-3 text-xl font-bold text-gray-900">
          Job queues
        </h2>
        <Queues queues={board.queues} at={at} />
      </section>
    </div>
  );
}
