// The owner's list of offers (/my-offers, GET /api/user/offers): every status, with
// status tabs and their counts, keyword, sort and pages. A company account sees its
// agents' offers too and may narrow the list to one agent; nobody sees anyone else's.
// Each card shows the version on the site, and says when changes wait for an operator.

import { type SQL, sql } from 'drizzle-orm';
import {
  MY_OFFERS_TABS,
  type MyOffer,
  type MyOffersQuery,
  type MyOffersResponse,
  type MyOffersTab,
} from '#contract/offer-lifecycle.ts';
import { pageMeta } from '#contract/pagination.ts';
import { managesAgents } from '#contract/permissions.ts';
import { publicName } from '#core/accounts/public-name.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import type { Database } from '#db/client.ts';
import { CARD_COLUMNS, type CardRow, toCard } from './card.ts';
import { type Actor, managedBy, refreshesLeft, toOfferState } from './lifecycle.ts';
import { revisionNotices } from './revision-store.ts';

const TAB_CONDITIONS: Record<Exclude<MyOffersTab, 'all'>, SQL> = {
  active: sql`o.status = 'active' and (o.visible_from is null or o.visible_from <= now())`,
  scheduled: sql`o.status = 'active' and o.visible_from > now()`,
  pending: sql`o.status in ('pending_payment', 'pending_moderation')`,
  inactive: sql`o.status = 'inactive'`,
  expired: sql`o.status = 'expired'`,
  rejected: sql`o.status = 'rejected'`,
  draft: sql`o.status = 'draft'`,
};

const ORDER: Record<MyOffersQuery['sort'], SQL> = {
  newest: sql`o.created_at desc, o.id desc`,
  oldest: sql`o.created_at asc, o.id asc`,
  'price-asc': sql`o.price asc nulls last, o.id desc`,
  'price-desc': sql`o.price desc nulls last, o.id desc`,
  expiring: sql`o.expires_at asc nulls last, o.id desc`,
};

type Row = CardRow &
  Parameters<typeof toOfferState>[0] & { owner_id: string; owner_name: string; refresh_credits: number };

/** Escapes LIKE wildcards, so a keyword is matched as typed. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listMyOffers(
  db: Database,
  actor: Actor,
  query: MyOffersQuery,
  options: { assetBase: string },
): Promise<MyOffersResponse> {
  const filters: SQL[] = [managedBy(actor)];
  if (query.agent) filters.push(sql`o.user_id = ${query.agent}`);
  if (query.q)
    filters.push(sql`(o.title ilike ${likePattern(query.q)} or o.location_name ilike ${likePattern(query.q)})`);
  const base = sql.join(filters, sql` and `);
  const tab = query.status === 'all' ? sql`true` : TAB_CONDITIONS[query.status];
  const offset = (query.page - 1) * query.limit;

  const [catalogue, rows, counts] = await Promise.all([
    getCatalogue(db),
    db.execute<Row>(sql`
      select ${CARD_COLUMNS}, o.status, o.market_status, o.visible_from, o.expires_at, o.refresh_count,
        o.raise_count, o.rejection_reason, o.refresh_credits, u.id as owner_id, ${publicName('u')} as owner_name
      from offers o join users u on u.id = o.user_id
      where ${base} and ${tab}
      order by ${ORDER[query.sort]}
      limit ${query.limit} offset ${offset}`),
    db.execute<Record<MyOffersTab, string>>(sql`
      select count(*) as all, ${sql.join(
        MY_OFFERS_TABS.filter((name) => name !== 'all').map(
          (name) => sql`count(*) filter (where ${TAB_CONDITIONS[name]}) as ${sql.identifier(name)}`,
        ),
        sql`, `,
      )}
      from offers o where ${base}`),
  ]);
  const countRow = counts.rows[0];
  const tabCounts = Object.fromEntries(
    MY_OFFERS_TABS.map((name) => [name, Number(countRow?.[name] ?? 0)]),
  ) as MyOffersResponse['counts'];
  const now = new Date();
  const notices = await revisionNotices(
    db,
    rows.rows.map((row) => row.id),
  );
  const data: MyOffer[] = rows.rows.map((row) => {
    const { id: _id, ...state } = toOfferState(row, now);
    return {
      ...toCard(row, catalogue, options.assetBase, now.getTime()),
      state,
      owner: { id: row.owner_id, name: row.owner_name },
      refreshes_left: refreshesLeft(row),
      revision: notices.get(row.id) ?? null,
    };
  });
  return { data, meta: pageMeta(tabCounts[query.status], query.page, query.limit), counts: tabCounts };
}

/** For a company's filter: its own account and its agents, by name. Empty for anyone else. */
export async function listManagedOwners(db: Database, actor: Actor): Promise<{ id: string; name: string }[]> {
  if (!managesAgents(actor)) return [];
  const result = await db.execute<{ id: string; name: string }>(sql`
    select u.id, ${publicName('u')} as name from users u
    where u.id = ${actor.id} or u.company_id = ${actor.id}
    order by u.id = ${actor.id} desc, u.name`);
  return result.rows;
}
