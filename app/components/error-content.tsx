import { HomepageLink } from './homepage-link.tsx';

/** Any other failure: the spec's 500 text, never a stack trace. */
export function ErrorContent() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">There was a problem, please try again</h1>
      <HomepageLink />
    </div>
  );
}
