import { useT } from '#app/hooks/use-t.ts';

/**
 * A place named in the address (location=atlantis) that no place has: the results
 * below are not narrowed by place, and the visitor is told so rather than shown an error.
 */
export function UnknownPlace({ name }: { name: string }) {
  const words = useT().results.unknownPlace;
  return (
    <div className="mx-auto max-w-[1640px] px-4 pt-6">
      <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h2 className="text-lg font-bold text-gray-900">{words.title(name)}</h2>
        <p className="mt-1 text-sm text-gray-700">{words.text}</p>
      </div>
    </div>
  );
}
