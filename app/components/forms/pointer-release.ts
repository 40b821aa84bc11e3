// Field messages appear when a field loses focus. When that happens because the user
// pressed a button, a message appearing above the button moves it, and the click lands
// beside it: the press of a Submit button would be lost. So while a pointer is down,
// such updates wait until the click has happened.
let pointerDown = false;
const waiting = new Set<() => void>();

function release(): void {
  // After the click that follows this pointerup (dispatched in the same task).
  setTimeout(() => {
    pointerDown = false;
    for (const run of waiting) run();
    waiting.clear();
  }, 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `update` now, or once the pressed pointer is released and its click dispatched. */
export function afterPointerRelease(update: () => void): void {
  if (pointerDown) waiting.add(update);
  else update();
}
