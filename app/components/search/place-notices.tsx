import type { ResultsData } from '#app/lib/results.server.ts';
import { PlaceChoices } from './place-choices.tsx';
import { UnknownPlace } from './unknown-place.tsx';

/** What the results page says about a place it was given by name: a choice of several, or none found. */
export function PlaceNotices({ results }: { results: Pick<ResultsData, 'placeChoices' | 'unknownPlace'> }) {
  return (
    <>
      {results.placeChoices && <PlaceChoices choices={results.placeChoices} />}
      {results.unknownPlace !== undefined && <UnknownPlace name={results.unknownPlace} />}
    </>
  );
}
