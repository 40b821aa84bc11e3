import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import type { Photo } from '#contract/offers.ts';
import { CloseIcon } from '../icons.tsx';
import { PhotoArrows } from './photo-arrows.tsx';
import { useSwipe } from './use-swipe.ts';

type Props = {
  photos: Photo[];
  title: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * The offer's photos full screen: a modal dialog (the page behind is inert, so focus
 * stays inside), labelled by its heading. Arrow keys turn the photos, Home and End go
 * to the first and last, Escape closes; on a touch screen a swipe turns them. On
 * closing, focus returns to the photo that opened it (the caller's element).
 */
export function FullScreenGallery({ photos, title, index, onIndex, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const words = useT().offer.gallery;
  const count = photos.length;
  const go = (next: number) => onIndex((next + count) % count);
  const swipe = useSwipe((step) => go(index + step));
  const current = photos[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    // The page's own gallery (around this dialog in React's tree) must not turn the photos again.
    event.stopPropagation();
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    onIndex(event.key === 'Home' || event.key === 'End' ? next : (next + count) % count);
  };
  const arrowClass =
    'absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

  if (!current) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      // Escape (the 'cancel' event) and any other way the dialog closes.
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-dvw max-w-none flex-col bg-gray-950 p-0 text-white backdrop:bg-black/90 open:flex"
    >
      <GalleryTopBar
        headingId={headingId}
        heading={words.photosOf(title)}
        position={words.position(index + 1, count)}
        closeLabel={words.close}
        onCloseClick={() => dialogRef.current?.close()}
      />
      <div className="relative min-h-0 flex-1 touch-pan-y select-none" {...swipe.handlers}>
        <img
          key={current.url}
          src={current.url}
          srcSet={current.srcset}
          sizes="100vw"
          width={current.width}
          height={current.height}
          alt={current.alt || words.photo(title, index + 1)}
          decoding="async"
          className="size-full object-contain"
        />
        {count > 1 && <PhotoArrows index={index} go={go} buttonClass={arrowClass} iconClass="size-6" />}
      </div>
    </dialog>
  );
}

type TopBarProps = {
  headingId: string;
  heading: string;
  position: string;
  closeLabel: string;
  onCloseClick: () => void;
};

/** The dialog's top bar: the heading that labels it, the "photo N of M" that is read out on each turn, and the close button. */
function GalleryTopBar({ headingId, heading, position, closeLabel, onCloseClick }: TopBarProps) {
  return (
    <div className="flex items-center gap-3 px-4 py-3">
      <h2 id={headingId} className="min-w-0 flex-1 truncate text-base font-semibold">
        {heading}
      </h2>
      <p className="shrink-0 text-sm tabular-nums" aria-live="polite">
        {position}
      </p>
      <button
        type="button"
        onClick={onCloseClick}
        aria-label={closeLabel}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-white"
      >
        <CloseIcon className="size-6" />
      </button>
    </div>
  );
}
