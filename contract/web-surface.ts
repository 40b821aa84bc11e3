// What the server answers, in words a person can act on, when a request is refused
// before any page or endpoint sees it: a method the path does not take, a form it
// cannot read, or too many pages in a minute. The 429 text also shows inside the site when a navigation in the
// browser is refused (app/root.tsx).
import { plural } from './plural.ts';

/** 'GET', 'GET or HEAD', 'GET, HEAD or POST'. */
function alternatives(methods: readonly string[]): string {
  return methods.length < 2 ? (methods[0] ?? '') : `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`;
}

export const WEB_SURFACE_MESSAGES = {
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `${method} is not allowed here: use ${alternatives(allowed)}`,
  methodNotAllowedTitle: 'Method not allowed',
  pageRefusedTitle: 'This page could not be shown',
  notAForm: 'Send the form as a web form (application/x-www-form-urlencoded or multipart/form-data), uncompressed.',
  crossOriginForm: 'This form was sent from another site. Open the page here and send it again.',
  formLengthRequired: 'Send the form with its length (a Content-Length header).',
  formTooLarge: (megabytes: number) => `The form is too large: a page takes at most ${megabytes} MB.`,
  tooManyPagesTitle: 'Too many requests',
  tooManyPages: 'You have opened more pages in the last minute than this site allows for one address.',
  tryAgainIn: (seconds: number) => `Please wait ${plural(seconds, 'second')} and try again.`,
  tryAgainSoon: 'Please wait a minute and try again.',
  /** A page names a guard that does not exist: a fault of the site, answered with 500. */
  unknownMiddleware: (name: string) => `Unknown middleware ${name}`,
  /** Rendering the error page itself failed: the server's last plain answer. */
  errorPageFailed: 'An error occurred while showing the error page',
  codeNotLoadedTitle: 'This page could not load',
  codeNotLoaded: 'Part of the site’s code did not arrive, twice in a row. Check your connection, then reload the page.',
  reloadPage: 'Reload the page',
} as const;
