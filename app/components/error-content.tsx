import { useTranslateMessage } from '#app/hooks/use-t.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { HomepageLink } from './homepage-link.tsx';

/** Any other failure: the general 500 text, never a stack trace. */
export function ErrorContent() {
  const translate = useTranslateMessage();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{translate(SPEC_MESSAGES.problem)}</h1>
      <HomepageLink />
    </div>
  );
}

/** A navigation in the browser refused by the page budget (server/plugins/page-rate-limit.ts). */
export function TooManyRequestsContent() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{WEB_SURFACE_MESSAGES.tooManyPagesTitle}</h1>
      <p className="mt-3 text-gray-700">{WEB_SURFACE_MESSAGES.tooManyPages}</p>
      <p className="mt-1 text-gray-700">{WEB_SURFACE_MESSAGES.tryAgainSoon}</p>
      <HomepageLink />
    </div>
  );
}
