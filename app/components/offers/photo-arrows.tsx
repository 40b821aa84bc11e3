import { useT } from '#app/hooks/use-t.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

/**
 * The previous and next buttons over a photo, shared by the offer's photo block and
 * the full-screen gallery; `buttonClass` places and sizes them for their frame.
 */
export function PhotoArrows({
  index,
  go,
  buttonClass,
  iconClass,
}: {
  index: number;
  go: (index: number) => void;
  buttonClass: string;
  iconClass?: string;
}) {
  const words = useT().offer.gallery;
  return (
    <>
      <button
        type="button"
        className={`${buttonClass} left-3`}
        aria-label={words.previous}
        onClick={() => go(index - 1)}
      >
        <ChevronLeftIcon className={iconClass} />
      </button>
      <button type="button" className={`${buttonClass} right-3`} aria-label={words.next} onClick={() => go(index + 1)}>
        <ChevronRightIcon className={iconClass} />
      </button>
    </>
  );
}
