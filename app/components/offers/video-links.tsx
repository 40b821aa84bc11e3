// The ad's videos. Nothing is loaded from YouTube or Vimeo until the visitor asks for a
// video: then its player (YouTube's no-cookie domain, Vimeo with "do not track") takes
// the place of the button. The plain link stays for those who prefer the site itself.
import { useState } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import type { OfferDetail } from '#contract/offers.ts';
import { videoEmbed } from '#contract/video-embed.ts';

/** The links in the order shown. */
const LINKS: ReadonlyArray<keyof OfferDetail['links']> = ['video', 'video_2', 'walk_video'];

/** Only http(s) addresses become links; anything else stored by mistake is left out. */
const isWebAddress = (value: string): boolean => /^https?:\/\//i.test(value);

function Video({ label, url }: { label: string; url: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(url);
  const words = useT().offer.videos;
  return (
    <li className="flex flex-col gap-2">
      <h3 className="font-semibold text-gray-900">{label}</h3>
      {embed && playing ? (
        <iframe
          src={embed.src}
          title={`${label} (${embed.provider})`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full rounded-xl bg-black"
        />
      ) : embed ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-gray-900 p-4 text-white hover:bg-gray-800"
        >
          <span aria-hidden="true" className="text-4xl">
            ▶
          </span>
          <span className="font-semibold">{words.play(label)}</span>
          <span className="text-sm text-gray-200">{words.loadsFrom(embed.provider)}</span>
        </button>
      ) : null}
      <a
        href={url}
        rel="noopener noreferrer nofollow"
        className="font-medium text-accent-700 underline underline-offset-4"
      >
        {embed ? words.openOn(embed.provider) : label}
      </a>
    </li>
  );
}

export function VideoLinks({ links }: { links: OfferDetail['links'] }) {
  const words = useT().offer.videos;
  const entries = LINKS.map((key) => ({ key, url: links[key] })).filter(
    (entry): entry is { key: keyof OfferDetail['links']; url: string } => !!entry.url && isWebAddress(entry.url),
  );
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="videos" className="mt-10 max-w-3xl">
      <h2 id="videos" className="text-xl font-bold text-gray-900">
        {words.title}
      </h2>
      <ul className="mt-3 flex flex-col gap-6">
        {entries.map(({ key, url }) => (
          <Video key={key} label={words.labels[key]} url={url} />
        ))}
      </ul>
    </section>
  );
}
