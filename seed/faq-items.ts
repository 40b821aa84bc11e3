// The FAQ every installation starts with. Written only into an empty table, so the
// operator's edits and deletions survive restarts.
import { count } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { faqItems } from '#db/schema/content.ts';

const ITEMS: Array<{ question: string; answer: string }> = [
  {
    question: 'Is it free to advertise my property?',
    answer:
      '<p>Yes: a private person’s basic ad is free for the full listing period. Paid packages and extras (featured placement, raises to the top of the results, tags) are optional. See <a href="/why-choose-premium">Why choose Premium</a> for the current prices.</p>',
  },
  {
    question: 'How do I contact an advertiser?',
    answer:
      '<p>Open the ad and use the message button. Your message reaches the advertiser through Dazu: they never see your e-mail address unless you give it to them, and you never see theirs. The phone number, when the advertiser has given one, is shown when you ask for it.</p>',
  },
  {
    question: 'How long does my ad stay on the site?',
    answer:
      '<p>For the listing period of its listing type. We e-mail you before it ends, and you can refresh it from <strong>My Ads</strong> to give it a new period.</p>',
  },
  {
    question: 'I am an estate agent. Can I import my listings?',
    answer:
      '<p>Yes. Agency accounts can upload a Rightmove BLM file, a Kyero XML feed or a CSV (or a zip with the photos), check a preview and apply it. Agents you invite post under your agency’s name. See <a href="/why-choose-agency">Dazu for estate agents</a>.</p>',
  },
  {
    question: 'How do I report a suspicious ad?',
    answer:
      '<p>Use <strong>Report this ad</strong> on the ad’s page and tell us what is wrong. Never pay a deposit or holding fee before you have viewed a property and checked who you are dealing with.</p>',
  },
  {
    question: 'How do saved searches and alerts work?',
    answer:
      '<p>Run a search, then save it. We e-mail you when new ads match, at most once a day, and every e-mail has a link to stop the alerts.</p>',
  },
  {
    question: 'Can I change or delete my account?',
    answer:
      '<p>Change your details and password under <strong>Settings</strong>. You can delete your account there too: your ads and personal details go with it, except the invoices the law requires us to keep for six years.</p>',
  },
  {
    question: 'Does Dazu check the properties advertised?',
    answer:
      '<p>No. We do not own or inspect the properties: advertisers must describe them accurately and give material information such as the price, tenure and council tax band. Always view a property, and use a solicitor or licensed conveyancer when you buy.</p>',
  },
];

export async function seedFaqItems(db: Database): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(faqItems);
  if ((existing?.value ?? 0) > 0) return;
  await db.insert(faqItems).values(ITEMS.map((item, position) => ({ ...item, position })));
}
