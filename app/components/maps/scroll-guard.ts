// A map in a page must not catch the page's scrolling: a scroll wheel over it scrolls
// the page, and zooms the map only once the map has been clicked or focused, or with
// Ctrl (Cmd on a Mac) held. Scrolling past it briefly says how to zoom.
import type { Map as LeafletMap } from 'leaflet/dist/leaflet-src.esm.js';

const HINT_MS = 1500;

export function guardScrollZoom(map: LeafletMap): () => void {
  const container = map.getContainer();
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  const hint = document.createElement('p');
  hint.className = 'map-scroll-hint';
  hint.setAttribute('role', 'status');
  container.append(hint);
  let active = false;
  let hiding: ReturnType<typeof setTimeout> | undefined;
  const setActive = (value: boolean) => {
    active = value;
    container.dataset.scrollZoom = value ? 'on' : 'off';
  };
  setActive(false);

  // Capturing on the container runs before Leaflet's own wheel handler (on the same
  // container, bubbling): stopping the event there leaves the page to scroll.
  const onWheel = (event: WheelEvent) => {
    if (active || event.ctrlKey || event.metaKey) return;
    event.stopImmediatePropagation();
    hint.textContent = mac ? 'Use ⌘ + scroll to zoom the map' : 'Use Ctrl + scroll to zoom the map';
    hint.classList.add('map-scroll-hint-shown');
    clearTimeout(hiding);
    hiding = setTimeout(() => hint.classList.remove('map-scroll-hint-shown'), HINT_MS);
  };
  const activate = () => setActive(true);
  const onLeave = () => {
    if (!container.contains(document.activeElement)) setActive(false);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && container.contains(event.relatedTarget))) setActive(false);
  };
  container.addEventListener('wheel', onWheel, { capture: true });
  container.addEventListener('pointerdown', activate);
  container.addEventListener('focusin', activate);
  container.addEventListener('pointerleave', onLeave);
  container.addEventListener('focusout', onFocusOut);
  return () => {
    clearTimeout(hiding);
    container.removeEventListener('wheel', onWheel, { capture: true });
    container.removeEventListener('pointerdown', activate);
    container.removeEventListener('focusin', activate);
    container.removeEventListener('pointerleave', onLeave);
    container.removeEventListener('focusout', onFocusOut);
    hint.remove();
  };
}
