import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { NewsletterForm } from '#app/components/footer/newsletter-form.tsx';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { newsletterFormAction } from '#app/lib/newsletter-form.server.ts';
import type { Route } from './+types/newsletter.ts';

/** The sign-up posted without JavaScript, from the footer of any page or from this page. */
export function action(args: Route.ActionArgs) {
  return newsletterFormAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).newsletter.pageTitle), noIndex];
}

/**
 * /newsletter: where the footer's sign-up lands without JavaScript. It says what happened
 * (the same words as the toast once the page is live) and offers the form again, with
 * a refused address kept and its message beside it.
 */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  const translate = useTranslateMessage();
  const signedUp = actionData && 'signedUp' in actionData ? actionData.signedUp : null;
  return (
    <PageShell title={t.newsletter.pageTitle}>
      {signedUp && (
        <p role="status" className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">
          {translate(signedUp)}
        </p>
      )}
      <p className="mb-4 text-gray-800">{t.newsletter.pageText}</p>
      <NewsletterForm tone="page" posted={failureOf(actionData)} />
    </PageShell>
  );
}
