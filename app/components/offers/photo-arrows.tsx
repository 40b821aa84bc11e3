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
  return (
    <>
      <button
        type="button"
        className={`${buttonClass} left-3`}
        aria-label="Previous photo"
        onClick={() => go(index - 1)}
      >
        <ChevronLeftIcon className={iconClass} />
      </button>
      <button type="button" className={`${buttonClass} right-3`} aria-label="Next photo" onClick={() => go(index + 1)}>
        <ChevronRightIcon className={iconClass} />
      </button>
    </>
  );
}
