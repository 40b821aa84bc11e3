import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { NEWSLETTER_MESSAGES, newsletterTokenSchema } from '#contract/newsletter.ts';
import { unsubscribe, unsubscribeTarget } from '#core/newsletter/subscribers.ts';
import type { Route } from './+types/newsletter-unsubscribe.ts';

const tokenOf = (value: unknown): string | undefined => {
  const parsed = newsletterTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Unsubscribe from the newsletter'), noIndex];
}

/**
 * The "Unsubscribe" link of every newsletter. Opening it changes nothing (mail scanners
 * follow links); the button stops the newsletter, with or without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const target = token ? await unsubscribeTarget(getAppContext(context).db, token) : null;
  if (!token || !target) return data({ state: 'invalid' as const }, { status: 404 });
  return target === 'done' ? { state: 'done' as const } : { state: 'ask' as const, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf((await request.formData()).get('token'));
  const stopped = token ? await unsubscribe(getAppContext(context).db, token) : false;
  if (!stopped) return data({ state: 'invalid' as const }, { status: 404 });
  return { state: 'done' as const };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData ?? loaderData;
  const submitting = useNavigation().state === 'submitting';
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) resultRef.current?.focus();
  }, [actionData]);

  return (
    <PageShell title="Unsubscribe from the newsletter">
      {outcome.state === 'ask' && (
        <Form method="post" className="flex flex-col items-start gap-5">
          <p className="text-gray-800">Stop the Dazu newsletter at this address? You can sign up again at any time.</p>
          <input type="hidden" name="token" value={outcome.token} />
          <button type="submit" className={primaryButton} disabled={submitting}>
            Unsubscribe
          </button>
        </Form>
      )}
      {outcome.state === 'done' && (
        <p ref={resultRef} tabIndex={-1} role="status" className="text-lg font-semibold text-green-800">
          {NEWSLETTER_MESSAGES.unsubscribed}
        </p>
      )}
      {outcome.state === 'invalid' && (
        <p ref={resultRef} tabIndex={-1} role="alert" className="text-lg font-semibold text-red-800">
          {NEWSLETTER_MESSAGES.unsubscribeLinkInvalid}
        </p>
      )}
    </PageShell>
  );
}
