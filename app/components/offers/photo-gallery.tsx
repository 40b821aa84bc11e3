import { type KeyboardEvent, useRef, useState } from 'react';
import type { Photo } from '#contract/offers.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

/** How far a finger must move to turn to the next photo. */
const SWIPE_PX = 40;
const MAIN_SIZES = '(min-width: 1300px) 840px, (min-width: 1024px) 62vw, 100vw';

/**
 * The offer's photos: one large, thumbnails to pick another, previous and next
 * buttons, the arrow keys while focus is in the gallery, and swipes on touch screens. The first photo loads
 * eagerly (it is the page's main image); thumbnails load lazily.
 */
export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const current = photos[index];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-gray-700">
        No photos
      </div>
    );
  }
  const count = photos.length;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };
  const arrowClass =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow hover:bg-white';

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} onKeyDown={onKeyDown}>
      {/* A swipe on a touch screen turns the page of photos, like the arrows. */}
      <div
        className="relative touch-pan-y overflow-hidden rounded-xl bg-gray-100"
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || count < 2) return;
          const distance = event.clientX - start;
          if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? index + 1 : index - 1);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <img
          key={current.url}
          src={current.url}
          srcSet={current.srcset}
          sizes={MAIN_SIZES}
          width={current.width}
          height={current.height}
          alt={current.alt || `${title}, photo ${index + 1}`}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrowClass} left-3`}
              aria-label="Previous photo"
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${arrowClass} right-3`}
              aria-label="Next photo"
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded bg-black/75 px-2 py-0.5 text-sm text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-2">
          {photos.map((photo, position) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${position + 1} of ${count}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
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
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
