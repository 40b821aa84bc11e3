import { useT } from '#app/hooks/use-t.ts';
import type { Photo } from '#contract/offers.ts';

/** The offer's floor plans (project_plan_photos), full width, each opening at full size. */
export function FloorPlans({ plans, title }: { plans: Photo[]; title: string }) {
  const words = useT().offer.floorPlans;
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="floor-plans" className="mt-10">
      <h2 id="floor-plans" className="text-xl font-bold text-gray-900">
        {words.title}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {plans.map((plan, position) => (
          <li key={plan.url}>
            <a href={plan.url} className="block rounded-lg border border-gray-200 bg-white p-2 hover:border-accent-700">
              <img
                src={plan.url}
                srcSet={plan.srcset}
                sizes="(min-width: 768px) 420px, 100vw"
                width={plan.width}
                height={plan.height}
                alt={plan.alt || words.alt(position + 1, title)}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
              <span className="sr-only">{words.opensFull}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
