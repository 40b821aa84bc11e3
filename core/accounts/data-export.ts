// A person's copy of their data (the UK GDPR's rights of access and portability): one zip
// of JSON files, with CSV beside the tabular ones, offered to every account in its settings
// and to support from the back office. It holds what the account gave or the site made of
// it: the profile, ads, favourites, follows, searches, conversations (the messages on both
// sides, since they were sent to the person; the other side named by its display name
// only), notifications, orders, invoices and credit notes, imports, sign-ins, reports it
// made and its newsletter subscription. Never what would let someone act as the person:
// no password hash, no session or token hashes, no two-factor secrets.
import { type SQL, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { csvDocument } from '#core/csv/csv-writer.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';

type Row = Record<string, unknown>;
type Section = { file: string; about: string; csv: boolean; rows: (userId: string) => SQL };

const SECTIONS: readonly Section[] = [
  {
    file: 'account',
    about: 'The account and its public profile',
    csv: false,
    rows: (id) => sql`select id, email, account_type, roles, name, company_name, phone, description, city,
      street, zip_code, country, show_address, tax_number, newsletter, introduction, services, languages,
      video_avatar_url, company_id, email_verified_at, suspended_at, suspension_reason, created_at, updated_at,
      exists (select 1 from user_totp t where t.user_id = users.id and t.confirmed_at is not null) as two_factor_on
      from users where id = ${id}`,
  },
  {
    file: 'passkeys',
    about: 'The passkeys added as a second factor: their names and dates (the keys stay on the devices)',
    csv: true,
    rows: (id) => sql`select name, transports, created_at, last_used_at from user_passkeys where user_id = ${id}
      order by created_at`,
  },
  {
    file: 'ads',
    about: 'The ads the account posted, in every state',
    csv: true,
    rows: (id) => sql`select id, slug, title, description, listing_type, status, market_status, price,
      price_period, location_name, lat, lon, bedrooms, bathrooms, floor_area, rejection_reason, published_at,
      expires_at, created_at, updated_at from offers where user_id = ${id} order by created_at`,
  },
  {
    file: 'ad-photos',
    about: 'The photos and floor plans of those ads (the files stay on the site)',
    csv: true,
    rows: (id) => sql`select p.offer_id, p.kind, p.position, p.storage_key, p.width, p.height, p.alt, p.created_at
      from offer_photos p join offers o on o.id = p.offer_id where o.user_id = ${id} order by p.offer_id, p.position`,
  },
  {
    file: 'favourites',
    about: 'Saved ads',
    csv: true,
    rows: (id) => sql`select offer_id, price_at_save, created_at from favourite_offers where user_id = ${id}`,
  },
  {
    file: 'followed-advertisers',
    about: 'Advertisers the account follows',
    csv: true,
    rows: (id) => sql`select advertiser_id, created_at from followed_advertisers where user_id = ${id}`,
  },
  {
    file: 'saved-searches',
    about: 'Saved searches and their alerts',
    csv: true,
    rows: (id) => sql`select name, query, frequency, last_alert_at, alerts_sent, created_at, updated_at
      from saved_searches where user_id = ${id}`,
  },
  {
    file: 'recent-searches',
    about: 'Places searched lately',
    csv: true,
    rows: (id) => sql`select display_name, lat, lon, created_at from recent_searches where user_id = ${id}`,
  },
  {
    file: 'messages',
    about: 'Messages in the account’s conversations, both sides',
    csv: true,
    rows: (id) => sql`select m.conversation_id, c.offer_id,
      case when m.sender_id = ${id} then 'you' else coalesce(s.company_name, s.name, c.guest_name, 'someone') end as sender,
      m.body, m.created_at
      from conversation_members cm join conversations c on c.id = cm.conversation_id
      join messages m on m.conversation_id = c.id left join users s on s.id = m.sender_id
      where cm.user_id = ${id} order by m.conversation_id, m.created_at`,
  },
  {
    file: 'blocked-accounts',
    about: 'Accounts the account blocked from writing to it',
    csv: true,
    rows: (id) => sql`select blocked_user_id, created_at from user_blocks where user_id = ${id}`,
  },
  {
    file: 'notifications',
    about: 'Notifications on the site',
    csv: true,
    rows: (id) => sql`select type, message, link, read_at, created_at from notifications where user_id = ${id}
      order by created_at`,
  },
  {
    file: 'orders',
    about: 'Orders and payments (amounts in pence)',
    csv: true,
    rows: (id) => sql`select id, offer_id, purpose, choice, status, gateway, currency, gross, net, vat, created_at,
      paid_at, refunded_at, refund_reason from orders where user_id = ${id} order by created_at`,
  },
  {
    file: 'invoices',
    about: 'Invoices (the PDFs are in the account’s settings)',
    csv: true,
    rows: (id) => sql`select number, order_id, issued_at, gross, net, vat from invoices where user_id = ${id}
      order by issued_at`,
  },
  {
    file: 'credit-notes',
    about: 'Credit notes for refunds',
    csv: true,
    rows: (id) => sql`select number, invoice_id, issued_at, reason, gross, net, vat from credit_notes
      where user_id = ${id} order by issued_at`,
  },
  {
    file: 'imports',
    about: 'Files of ads imported by the account',
    csv: true,
    rows: (id) => sql`select format, file_name, status, error, total_rows, applied_rows, created_at, finished_at
      from offer_imports where user_id = ${id} order by created_at`,
  },
  {
    file: 'auction-registrations',
    about: 'Auctions the account registered to bid on, with its bidder numbers',
    csv: true,
    rows: (id) => sql`select offer_id, bidder_number, status, created_at from auction_registrations
      where user_id = ${id} order by created_at`,
  },
  {
    file: 'auction-bids',
    about: 'Maximum bids the account placed at auctions (amounts in pence)',
    csv: true,
    rows: (id) => sql`select offer_id, max, placed_at from auction_maxima where bidder_id = ${id} order by placed_at`,
  },
  {
    file: 'sign-ins',
    about: 'Open sign-ins (browser and times)',
    csv: true,
    rows: (id) => sql`select user_agent, created_at, last_seen_at, expires_at, second_factor_at from sessions
      where user_id = ${id} order by created_at`,
  },
  {
    file: 'reports-made',
    about: 'Ads and messages the account reported',
    csv: true,
    rows: (id) => sql`select 'ad' as kind, offer_id::text as reported, reason, created_at from offer_reports
      where reporter_user_id = ${id}
      union all select 'message', message_id::text, reason, created_at from message_reports where reporter_id = ${id}
      order by created_at`,
  },
  {
    file: 'newsletter',
    about: 'The newsletter subscription',
    csv: false,
    rows: (id) => sql`select email, status, confirmed_at, created_at from newsletter_subscribers
      where user_id = ${id} or lower(email) = (select lower(email) from users where id = ${id})`,
  },
];

/** A cell as the CSV shows it: dates in ISO form, lists and objects as JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function csvOf(rows: readonly Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  return csvDocument([columns, ...rows.map((row) => columns.map((column) => cellText(row[column])))]);
}

function readme(name: string, at: Date): string {
  const lines = SECTIONS.map(
    (section) => `- ${section.file}.json${section.csv ? ` (and .csv)` : ''}: ${section.about}`,
  );
  return [`The data Dazu holds about ${name}, as of ${at.toISOString()}.`, '', ...lines, ''].join('\n');
}

export type DataExport = { fileName: string; zip: Uint8Array };

/** The account's data as a zip; 404 for an account that is not there. */
export async function exportAccountData(db: Database, userId: string, at = new Date()): Promise<DataExport> {
  const files: Record<string, Uint8Array> = {};
  let name = '';
  for (const section of SECTIONS) {
    const { rows } = await db.execute<Row>(section.rows(userId));
    if (section.file === 'account') {
      if (!rows[0]) throw notFound('Account not found');
      name = String(rows[0].name);
    }
    const content = section.csv ? rows : (rows[0] ?? null);
    files[`${section.file}.json`] = strToU8(`${JSON.stringify(content, null, 2)}\n`);
    if (section.csv) files[`${section.file}.csv`] = strToU8(csvOf(rows));
  }
  files['README.txt'] = strToU8(readme(name, at));
  const day = at.toISOString().slice(0, 10);
  return { fileName: `dazu-data-${day}.zip`, zip: zipSync(files, { level: 6, mtime: at }) };
}
