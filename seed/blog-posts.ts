// The blog posts every installation starts with: practical UK guides. Written only
// into an empty table, so posts the operator deleted or rewrote stay that way.
// Figures are those in force when written (tax bands change: each post says where to
// check). Pictures are bundled in public/images/blog.
import { count } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { blogPosts } from '#db/schema/content.ts';

type SeedPost = { slug: string; title: string; excerpt: string; publishedAt: string; content: string };

const POSTS: SeedPost[] = [
  {
    slug: 'first-time-buyers-guide',
    title: 'Buying your first home: a step-by-step guide',
    excerpt:
      'From saving a deposit to collecting the keys: the steps of a first purchase in England and Wales, what each costs and how long it takes.',
    publishedAt: '2026-03-02T09:00:00Z',
    content: `<p>Buying your first home is the biggest purchase most of us make. It is easier when you know the order things happen in.</p>
<h2>1. Work out your budget</h2>
<p>Most lenders offer around four to four and a half times your household income. Use a mortgage calculator, then add the costs people forget: the survey, conveyancing fees, searches, removals and, above the first-time buyer threshold, Stamp Duty Land Tax.</p>
<h2>2. Save your deposit</h2>
<p>A 5% deposit can get you a mortgage, but 10% or 15% opens up better rates. A <strong>Lifetime ISA</strong> adds a 25% government bonus to up to £4,000 a year, for a first home costing up to £450,000.</p>
<h2>3. Get a mortgage in principle</h2>
<p>An agreement (or decision) in principle shows sellers and agents that a lender is prepared to lend you a certain amount. It usually takes minutes online and is a soft credit check.</p>
<h2>4. Find and offer</h2>
<p>Save searches on Dazu to hear about new homes first. When you offer, put it in writing to the agent and mention that you are a first-time buyer: being chain-free is worth something to a seller.</p>
<h2>5. Conveyancing, survey and mortgage offer</h2>
<ul><li>Instruct a solicitor or licensed conveyancer as soon as your offer is accepted.</li><li>Choose a survey: a RICS Level 2 survey suits most conventional homes; older or altered buildings deserve a Level 3.</li><li>Your lender values the home and issues a formal mortgage offer.</li></ul>
<h2>6. Exchange and completion</h2>
<p>At exchange the contracts become binding and you pay the deposit. On completion day the money moves and you collect the keys. Eight to twelve weeks from offer to completion is typical.</p>
<p>For the current rules, see <a href="https://www.gov.uk/buy-sell-your-home">Buying or selling your home on GOV.UK</a>.</p>`,
  },
  {
    slug: 'stamp-duty-basics',
    title: 'Stamp duty explained: what you pay and when',
    excerpt:
      'Stamp Duty Land Tax in England and Northern Ireland, the first-time buyer relief, the surcharge on additional homes, and the different taxes in Scotland and Wales.',
    publishedAt: '2026-04-14T09:00:00Z',
    content: `<p>Stamp Duty Land Tax (SDLT) is paid when you buy a home or land in England or Northern Ireland over a certain price. Your solicitor normally files the return and pays it for you within 14 days of completion.</p>
<h2>The rates for a home</h2>
<p>Since April 2025 the tax is charged in bands on the part of the price within each band:</p>
<ul><li>up to £125,000: 0%</li><li>£125,001 to £250,000: 2%</li><li>£250,001 to £925,000: 5%</li><li>£925,001 to £1.5 million: 10%</li><li>above £1.5 million: 12%</li></ul>
<p>So a £295,000 home costs £2,500 (2% of £125,000) plus £2,250 (5% of £45,000): £4,750.</p>
<h2>First-time buyers</h2>
<p>If you and everyone buying with you have never owned a home anywhere, you pay nothing on the first £300,000 and 5% on the part from £300,001 to £500,000. Above £500,000 the relief does not apply at all.</p>
<h2>Second homes and buy-to-let</h2>
<p>Buying an additional home usually adds a 5% surcharge to every band. If you sell your previous main home within three years, you may be able to claim it back.</p>
<h2>Scotland and Wales</h2>
<p>Scotland has Land and Buildings Transaction Tax (Revenue Scotland) and Wales has Land Transaction Tax (Welsh Revenue Authority), each with its own bands.</p>
<p>Rates change: always check with the <a href="https://www.gov.uk/stamp-duty-land-tax">SDLT calculator on GOV.UK</a> before you offer.</p>`,
  },
  {
    slug: 'renting-checklist',
    title: 'The renter’s checklist: before you sign a tenancy',
    excerpt:
      'Deposits, documents, safety certificates and the questions to ask at a viewing: what a landlord or letting agent must give you in England.',
    publishedAt: '2026-05-20T09:00:00Z',
    content: `<p>Renting should be straightforward, but it pays to check a few things before you sign or hand over money.</p>
<h2>At the viewing</h2>
<ul><li>Look for damp, mould and condensation, especially in bathrooms and behind furniture.</li><li>Check the heating and hot water work, and ask how the home is heated and what the bills are.</li><li>Test the smoke alarm on each storey, and look for a carbon monoxide alarm where there is a fuel-burning appliance.</li><li>Ask who manages the property: the landlord or an agent.</li></ul>
<h2>Money</h2>
<ul><li>Under the Tenant Fees Act 2019, agents and landlords in England cannot charge fees for viewings, references or setting up the tenancy.</li><li>A holding deposit is capped at one week’s rent; the tenancy deposit at five weeks’ rent (six where the annual rent is £50,000 or more).</li><li>Your deposit must be protected in a government-approved scheme within 30 days, and you must be told which one.</li></ul>
<h2>Documents you should receive</h2>
<ul><li>The current <em>How to rent</em> guide.</li><li>The Energy Performance Certificate (a rating of E or better is required to let most homes).</li><li>A gas safety certificate, renewed every year, if there is a gas supply.</li><li>An electrical safety report (EICR), renewed at least every five years.</li></ul>
<h2>Right to rent</h2>
<p>In England a landlord must check that every adult tenant has the right to rent. Have your passport or share code ready.</p>
<p>The law on tenancies in England is changing under the Renters’ Rights Act 2025: see <a href="https://www.gov.uk/private-renting">Private renting on GOV.UK</a> for what applies to your tenancy.</p>`,
  },
  {
    slug: 'epc-ratings-explained',
    title: 'EPC ratings explained: what the letters mean for your bills',
    excerpt:
      'An Energy Performance Certificate rates a home from A to G. Here is how to read one, when you need one and what improves the rating.',
    publishedAt: '2026-07-08T09:00:00Z',
    content: `<p>Every home sold or let in the UK needs an Energy Performance Certificate (EPC). It rates the building’s energy efficiency from A (most efficient) to G, and is valid for ten years.</p>
<h2>How to read it</h2>
<ul><li><strong>Current rating</strong>: the home as it is today.</li><li><strong>Potential rating</strong>: what it could reach with the recommended improvements.</li><li><strong>Estimated costs</strong>: typical heating, hot water and lighting costs, useful for comparing homes rather than predicting your bills.</li></ul>
<h2>When you need one</h2>
<p>A seller or landlord must have an EPC before marketing the property, and the rating must appear in the advert. On Dazu you can upload it with your listing. In England and Wales, most privately rented homes must be rated E or better.</p>
<h2>What improves a rating</h2>
<ul><li>Loft and cavity wall insulation: often the cheapest gains.</li><li>A modern condensing boiler or a heat pump, with heating controls.</li><li>Double or secondary glazing and draught-proofing.</li><li>Solar panels.</li></ul>
<p>Grants may help: see <a href="https://www.gov.uk/improve-energy-efficiency">Find ways to save energy in your home</a>. You can look up any certificate on the <a href="https://www.gov.uk/find-energy-certificate">EPC register</a>.</p>`,
  },
  {
    slug: 'leasehold-or-freehold',
    title: 'Leasehold or freehold? What buyers need to know',
    excerpt:
      'Most flats in England and Wales are leasehold. Ground rent, service charges and the length of the lease all affect what you are really buying.',
    publishedAt: '2026-09-15T09:00:00Z',
    content: `<p>When you buy a <strong>freehold</strong> you own the building and the land it stands on. When you buy a <strong>leasehold</strong> you own the right to live in the property for the length of the lease, and the freeholder owns the building.</p>
<h2>Questions to ask about a leasehold</h2>
<ul><li>How many years are left on the lease? Below about 80 years it becomes more expensive to extend, and some lenders will not lend.</li><li>What are the ground rent and service charge, and how have they changed?</li><li>Are any major works planned (a new roof, cladding, lifts)?</li><li>Who manages the building, and is there a residents’ association?</li></ul>
<h2>Share of freehold</h2>
<p>Some flats come with a share of the freehold: the leaseholders jointly own the building, which usually makes extending leases simpler and cheaper.</p>
<h2>Where to find the information</h2>
<p>Listings must state the tenure. Your solicitor will request the lease and a management pack; read them before you exchange. Scotland has no leasehold: homes there are owned outright.</p>
<p>More on <a href="https://www.gov.uk/leasehold-property">Leasehold property on GOV.UK</a>.</p>`,
  },
  {
    slug: 'questions-to-ask-at-a-viewing',
    title: 'Twelve questions to ask at a property viewing',
    excerpt:
      'A viewing is your chance to find out what the listing does not say. Take these questions with you, whether you are buying or renting.',
    publishedAt: '2026-10-27T09:00:00Z',
    content: `<p>Most people decide within minutes of walking through the door. Slow down and ask.</p>
<h2>About the property</h2>
<ol><li>How old are the boiler, roof and windows?</li><li>Has there been any damp, subsidence or flooding?</li><li>What is the council tax band?</li><li>Which way does the garden face?</li><li>What is included in the sale or let: carpets, curtains, appliances?</li><li>Are there any building works without the right permissions?</li></ol>
<h2>About the sale</h2>
<ol start="7"><li>How long has it been on the market, and have there been offers?</li><li>Is the seller in a chain?</li><li>Why are they moving?</li></ol>
<h2>About the area</h2>
<ol start="10"><li>What is parking like in the evening?</li><li>How is the mobile signal and broadband?</li><li>Are there any planning applications nearby?</li></ol>
<p>Visit again at a different time of day before you offer: a quiet Sunday street can be a busy Monday rat run.</p>`,
  },
];

const IMAGE_ALT = '';

export async function seedBlogPosts(db: Database): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(blogPosts);
  if ((existing?.value ?? 0) > 0) return;
  await db.insert(blogPosts).values(
    POSTS.map((post) => ({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      imageUrl: `/images/blog/${post.slug}.svg`,
      imageAlt: IMAGE_ALT,
      status: 'published' as const,
      publishedAt: new Date(post.publishedAt),
      updatedAt: new Date(post.publishedAt),
    })),
  );
}
