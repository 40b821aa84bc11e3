import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import type { Photo } from '#contract/offers.ts';
import { FullScreenGallery } from './full-screen-gallery.tsx';
import { PhotoArrows } from './photo-arrows.tsx';
import { useSwipe } from './use-swipe.ts';

const MAIN_SIZES = '(min-width: 1300px) 840px, (min-width: 1024px) 62vw, 100vw';

type OpenAt = (position: number) => (event: MouseEvent<HTMLAnchorElement>) => void;

/** The large photo, a link to its largest version that opens the full-screen gallery. */
function MainPhoto({
  photo,
  index,
  count,
  title,
  openAt,
}: {
  photo: Photo;
  index: number;
  count: number;
  title: string;
  openAt: OpenAt;
}) {
  const words = useT().offer.gallery;
  return (
    <a
      href={photo.url}
      onClick={openAt(index)}
      aria-label={words.openFullScreen(index + 1, count)}
      className="block cursor-zoom-in"
    >
      <img
        key={photo.url}
        src={photo.url}
        srcSet={photo.srcset}
        sizes={MAIN_SIZES}
        width={photo.width}
        height={photo.height}
        alt={photo.alt || words.photo(title, index + 1)}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[4/3] w-full object-cover"
      />
    </a>
  );
}

/** A row of thumbnails, the current one framed; each shows its photo large, or opens the gallery at it. */
function Thumbnails({ photos, index, openAt }: { photos: Photo[]; index: number; openAt: OpenAt }) {
  const words = useT().offer.gallery;
  const count = photos.length;
  return (
    <ul className="mt-3 flex gap-2 overflow-x-auto pb-2">
      {photos.map((photo, position) => (
        <li key={photo.url} className="shrink-0">
          <a
            href={photo.url}
            aria-label={words.show(position + 1, count)}
            aria-current={position === index ? 'true' : undefined}
            onClick={openAt(position)}
            className={`block overflow-hidden rounded-lg border-2 ${position === index ? 'border-accent-700' : 'border-transparent'}`}
          >
            <img
              src={photo.url}
              srcSet={photo.srcset}
              sizes="96px"
              width={photo.width}
              height={photo.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-18 w-24 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The left and right arrow keys turn the photos, as the arrow buttons do. */
const arrowKeys = (go: (step: number) => void) => (event: KeyboardEvent) => {
  if (event.key === 'ArrowLeft') {
    event.preventDefault();
    go(-1);
  } else if (event.key === 'ArrowRight') {
    event.preventDefault();
    go(1);
  }
};

const arrowClass =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow hover:bg-white';

/**
 * The offer's photos: one large, thumbnails, previous and next buttons, the arrow
 * keys while focus is in the gallery, and swipes on touch screens. Any photo opens
 * the full-screen gallery. Each photo is a link to its largest version, so without
 * JavaScript a photo still opens large. The first photo loads eagerly (it is the
 * page's main image); thumbnails load lazily.
 */
export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const words = useT().offer.gallery;
  const count = photos.length;
  const go = (next: number) => setIndex((next + count) % count);
  const swipe = useSwipe((step) => {
    if (count > 1) go(index + step);
  });
  const current = photos[index];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-gray-700">
        {words.noPhotos}
      </div>
    );
  }
  // A plain click opens the gallery; a click with a modifier opens the large photo in a new tab, as a link does.
  const openAt: OpenAt = (position) => (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (swipe.swiped()) return;
    opener.current = event.currentTarget;
    setIndex(position);
    setFullScreen(true);
  };
  const close = () => {
    setFullScreen(false);
    opener.current?.focus();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={words.photosOf(title)}
      onKeyDown={arrowKeys((step) => go(index + step))}
    >
      {/* A swipe on a touch screen turns the page of photos, like the arrows. */}
      <div className="relative touch-pan-y overflow-hidden rounded-xl bg-gray-100" {...swipe.handlers}>
        <MainPhoto photo={current} index={index} count={count} title={title} openAt={openAt} />
        {count > 1 && (
          <>
            <PhotoArrows index={index} go={go} buttonClass={arrowClass} />
            <p
              className="absolute right-3 bottom-3 rounded bg-black/75 px-2 py-0.5 text-sm text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && <Thumbnails photos={photos} index={index} openAt={openAt} />}
      {fullScreen && (
        <FullScreenGallery photos={photos} title={title} index={index} onIndex={setIndex} onClose={close} />
      )}
    </section>
  );
}
