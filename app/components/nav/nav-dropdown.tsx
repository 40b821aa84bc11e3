import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type DismissReason, useDismiss } from '#app/hooks/use-dismiss.ts';
import { ChevronDownIcon } from '../icons.tsx';

type Props = {
  /** What the button shows; give `accessibleLabel` when this is only an icon. */
  label: ReactNode;
  accessibleLabel?: string;
  children: ReactNode;
  /** 'popup' floats under the button (desktop); 'inline' pushes the content down (mobile menu). */
  variant?: 'popup' | 'inline';
  align?: 'start' | 'end';
  showChevron?: boolean;
  buttonClassName?: string;
  panelClassName?: string;
  /** Dropdowns are about 15rem high at most, then scroll, so a long list never runs off the screen. */
  maxHeightClass?: string;
  /** Told when the panel opens or closes (the bell loads its list on opening). */
  onOpenChange?: (open: boolean) => void;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Arrow keys, Home and End move focus between the panel's links and buttons, round the ends. */
function moveFocusInPanel(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const moveTo = (next: number) => {
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };
  if (event.key === 'ArrowDown') moveTo(index + 1);
  else if (event.key === 'ArrowUp') moveTo(index - 1);
  else if (event.key === 'Home') moveTo(0);
  else if (event.key === 'End') moveTo(items.length - 1);
}

/**
 * Whether the panel is open, and what opens and closes it: a click outside, Escape
 * (focus goes back to the button), focus leaving, a navigation; ArrowDown on the
 * button opens the panel at its first link.
 */
function useDropdown(onOpenChange: Props['onOpenChange']) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const location = useLocation();

  const onDismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, onDismiss);

  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;
  useEffect(() => openChange.current?.(open), [open]);

  // A link in the panel was followed: the menu has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirst.current = true;
      if (open) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      else setOpen(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (panelRef.current) moveFocusInPanel(event, panelRef.current);
  };

  return { open, setOpen, rootRef, buttonRef, panelRef, onButtonKeyDown, onPanelKeyDown };
}

/**
 * A disclosure menu of the navigation: the button toggles a panel of links. Opens on
 * click; closes on a click outside, on Escape (focus goes back to the button), when
 * focus leaves it and after a navigation. Arrow keys, Home and End move between the
 * panel's links; ArrowDown on the button opens it at the first link.
 */
export function NavDropdown({
  label,
  accessibleLabel,
  children,
  variant = 'popup',
  align = 'start',
  showChevron = true,
  buttonClassName = '',
  panelClassName = '',
  maxHeightClass = 'max-h-60',
  onOpenChange,
}: Props) {
  const { open, setOpen, rootRef, buttonRef, panelRef, onButtonKeyDown, onPanelKeyDown } = useDropdown(onOpenChange);
  const panelId = useId();
  const popup = variant === 'popup';
  return (
    <div ref={rootRef} className={popup ? 'relative' : ''}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={accessibleLabel}
        className={`inline-flex items-center gap-0.5 ${buttonClassName}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        {showChevron && (
          <ChevronDownIcon
            className={`size-3.5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        )}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className={
          popup
            ? `absolute top-full z-50 mt-2 ${maxHeightClass} min-w-56 overflow-y-auto rounded-lg border border-gray-200 bg-white py-2 shadow-lg ${align === 'end' ? 'right-0' : 'left-0'} ${panelClassName}`
            : `py-1 pl-3 ${panelClassName}`
        }
      >
        {children}
      </div>
    </div>
  );
}

/** A link row of a dropdown panel. */
export const dropdownLinkClass =
  'block px-4 py-2 text-sm text-gray-800 hover:bg-accent-50 hover:text-accent-800 focus-visible:bg-accent-50';
