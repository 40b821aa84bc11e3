import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { copyrightLine } from '#app/lib/copyright.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { footerPagePath } from '#app/lib/i18n/paths.ts';
import type { FooterLink } from '#core/content/footer-pages.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

const STATIC_LINKS = [
  { to: '/accessibility-statement', label: 'Accessibility Statement' },
  { to: '/about', label: 'About' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact' },
] as const;

const linkClass = 'rounded text-sm text-white underline-offset-4 hover:underline';

/** Beside the four standard links: the blog and the FAQ are otherwise reached from other pages only. */
const GUIDE_LINKS = [
  { label: 'Guides and news', to: '/blog' },
  { label: 'Questions and answers', to: '/faq' },
] as const;

function LinkList({ links, className }: { links: ReadonlyArray<{ to: string; label: string }>; className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <PrefetchLink to={link.to} className={linkClass}>
            {labelOf(t.footer.links, link.to, link.label)}
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}

/** The footer: static pages, the footer pages from the database, newsletter, copyright. */
export function SiteFooter({ pages, year }: { pages: FooterLink[]; year: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <footer className="footer mt-16 bg-accent-800 text-white">
      <div className="mx-auto grid max-w-[1640px] gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-3">
        <nav aria-label={t.footer.nav}>
          <h2 className="mb-3 text-base font-bold">Dazu</h2>
          <LinkList links={STATIC_LINKS} className="flex flex-col gap-2" />
        </nav>
        {pages.length > 0 && (
          <nav aria-label={t.footer.information}>
            <h2 className="mb-3 text-base font-bold">{t.footer.information}</h2>
            <LinkList
              links={pages.map((page) => ({ to: footerPagePath(language, page.id), label: page.name }))}
              className="flex flex-col gap-2"
            />
          </nav>
        )}
        <div className="flex flex-col gap-6">
          <div>
            <h2 className="mb-3 text-base font-bold">{t.footer.stayInTouch}</h2>
            <NewsletterForm />
          </div>
          <nav aria-label={t.footer.guides}>
            <LinkList links={GUIDE_LINKS} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
          <LanguageSwitch />
        </div>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-[1640px] flex-wrap justify-between gap-2 px-4 py-4 text-sm">
          <p>{copyrightLine(year)}</p>
          {/* The gazetteer's licence (CC BY 4.0) asks for this attribution. */}
          <p>
            {t.footer.placeNames}{' '}
            <a className="underline" href="https://www.geonames.org/" rel="noopener">
              GeoNames
            </a>
            , CC BY 4.0
          </p>
          {/* The postcode districts' licence (Open Government Licence v3.0) asks for this attribution. */}
          <p>Postcodes: Contains OS data © Crown copyright and database right</p>
        </div>
      </div>
    </footer>
  );
}
