import type { OfferDetail } from '#contract/offers.ts';

const LABELS: Record<keyof OfferDetail['links'], string> = {
  video: 'Video tour',
  video_2: 'Second video',
  walk_video: 'Walk-through video',
};

/** Only http(s) addresses become links; anything else stored by mistake is left out. */
const isWebAddress = (value: string): boolean => /^https?:\/\//i.test(value);

export function VideoLinks({ links }: { links: OfferDetail['links'] }) {
  const entries = (Object.keys(LABELS) as Array<keyof OfferDetail['links']>)
    .map((key) => ({ key, url: links[key] }))
    .filter(
      (entry): entry is { key: keyof OfferDetail['links']; url: string } => !!entry.url && isWebAddress(entry.url),
    );
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="videos" className="mt-10">
      <h2 id="videos" className="text-xl font-bold text-gray-900">
        Videos
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {entries.map(({ key, url }) => (
          <li key={key}>
            <a
              href={url}
              rel="noopener noreferrer nofollow"
              className="font-medium text-accent-700 underline underline-offset-4"
            >
              {LABELS[key]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
