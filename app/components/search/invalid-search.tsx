import { useT } from '#app/hooks/use-t.ts';
import type { FieldErrors } from '#core/errors.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

/** A search URL with a wrong parameter (422): say which one, and how to start again. */
export function InvalidSearch({ errors, resetTo }: { errors: FieldErrors; resetTo: string }) {
  const words = useT().results.invalid;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">{words.title}</h1>
      <p className="mt-3 text-gray-700">{words.text}</p>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-gray-900">
        {Object.entries(errors).map(([key, messages]) => (
          <li key={key}>
            <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm">{key}</code> {messages.join('; ')}
          </li>
        ))}
      </ul>
      <PrefetchLink
        to={resetTo}
        className="mt-8 inline-flex rounded-full bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800"
      >
        {words.startAgain}
      </PrefetchLink>
    </div>
  );
}
