import { useTranslateMessage } from '#app/hooks/use-t.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { HomepageLink } from './homepage-link.tsx';

/**
 * Any other failure: the general 500 text, never a stack trace. `detail` is a line the
 * site wrote itself for the visitor (an unknown guard's name), never an exception's text.
 */
export function ErrorContent({ detail }: { detail?: string }) {
  const translate = useTranslateMessage();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{translate(SPEC_MESSAGES.problem)}</h1>
      {detail ? <p className="mt-3 text-gray-700">{detail}</p> : null}
      <HomepageLink />
    </div>
  );
}

/**
 * The page's code failed to arrive again within a minute of the reload that should have
 * mended it: say so, and offer a plain link that reloads (it works without the script).
 */
export function CodeNotLoadedContent() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{WEB_SURFACE_MESSAGES.codeNotLoadedTitle}</h1>
      <p className="mt-3 text-gray-700">{WEB_SURFACE_MESSAGES.codeNotLoaded}</p>
      <a
        href={typeof window === 'undefined' ? '.' : window.location.href}
        className="mt-8 inline-flex rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
      >
        {WEB_SURFACE_MESSAGES.reloadPage}
      </a>
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
