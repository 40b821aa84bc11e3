import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A bar that appears only when a page takes over 200 ms (quick pages show no flicker), and runs about 5 s. */
export const PROGRESS_DELAY_MS = 200;

type Phase = 'hidden' | 'running' | 'finishing';

export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'hidden'));
  }, [busy]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('hidden'), 500);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;
  // Decorative: the page content changing is what people (and screen readers) follow.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1" aria-hidden="true">
      <div className={`navigation-progress h-full bg-accent-600 ${phase === 'finishing' ? 'is-finishing' : ''}`} />
    </div>
  );
}
