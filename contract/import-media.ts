// What checking an import's photos and floor plans before confirmation found, per
// listing, and the words the company reads about it. Each problem names the file by its
// place in the listing and its source, says why in plain words, and the listing says
// how many of its pictures it will be published with.
import { z } from 'zod';
import { plural } from './plural.ts';

export const IMPORT_MEDIA_KINDS = ['photo', 'floor_plan'] as const;
export type ImportMediaKind = (typeof IMPORT_MEDIA_KINDS)[number];

const tally = z.object({
  listed: z.number().int().describe('How many the feed lists (up to the ad form’s limit)'),
  usable: z.number().int().describe('How many passed the checks'),
});

/** As stored on the import's row and answered by the API. */
export const importMediaCheckSchema = z
  .object({
    photos: tally,
    floor_plans: tally,
    problems: z
      .array(z.string())
      .describe(
        'Each photo or floor plan that will be missing, and why (“Photo 3 (https://…/3.jpg) could not be fetched: the server answered 404”)',
      ),
    outcome: z
      .string()
      .nullable()
      .describe(
        'What the listing will be published with when something is missing (“The listing will be published with 7 of 8 photos”); null when nothing is',
      ),
  })
  .describe(
    'The photos and floor plans of a new or updated listing, checked before confirming: files of the zip read, addresses fetched (through the same protections as the import), each checked as the ad form checks an upload (an image we accept, within its size and pixel limits). Null until checked (the checks run in the background after the upload) and for rows that write no listing.',
  );
export type ImportMediaCheck = z.infer<typeof importMediaCheckSchema>;

/** Every kind of file an import keeps: the checked pictures, and the documents it keeps with them. */
export type ImportFileKind = ImportMediaKind | 'ecertificate' | 'brochure';

const NOUNS: Record<ImportFileKind, { title: string; word: string }> = {
  photo: { title: 'Photo', word: 'photo' },
  floor_plan: { title: 'Floor plan', word: 'floor plan' },
  ecertificate: { title: 'Energy performance certificate', word: 'energy performance certificate' },
  brochure: { title: 'Brochure', word: 'brochure' },
};

/** Why one file will be missing, as a clause after its name. */
export const IMPORT_MEDIA_REASONS = {
  notFetched: (why: string) => `could not be fetched: ${why}`,
  notInZip: 'is not in the zip (or could not be read from it)',
  notImage: (why: string) => `is not a picture we can use: ${lowerFirst(why)}`,
  tooLarge: (why: string) => `is too large: ${lowerFirst(why)}`,
  notPdf: 'is not a PDF document',
  unusable: (why: string) => `cannot be used: ${lowerFirst(why)}`,
  notChecked: 'could not be checked in time: it will be fetched when importing',
} as const;

export const IMPORT_MEDIA_NOTES = {
  documentsHeld:
    'Brochures and virtual tours not updated: the listing is already approved, and while our team checks listings an import does not change the links of approved ones',
} as const;

export function mediaProblem(kind: ImportFileKind, position: number, source: string, reason: string): string {
  return `${NOUNS[kind].title} ${position} (${source}) ${reason}`;
}

/** "The listing will be published with 7 of 8 photos and 1 of 2 floor plans", naming only what falls short. */
export function mediaOutcome(check: Pick<ImportMediaCheck, 'photos' | 'floor_plans'>): string | null {
  const parts = (
    [
      ['photo', check.photos],
      ['floor_plan', check.floor_plans],
    ] as const
  )
    .filter(([, count]) => count.usable < count.listed)
    .map(([kind, count]) => `${count.usable} of ${plural(count.listed, NOUNS[kind].word)}`);
  return parts.length === 0 ? null : `The listing will be published with ${parts.join(' and ')}`;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
