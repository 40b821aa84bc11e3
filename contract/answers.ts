// Answers many API calls share.
import { z } from 'zod';

/** 204: done, nothing to say. */
export const noContentSchema = z.null().describe('No content');

/** A text answer for the person, to show as it is. */
export const messageAnswerSchema = z.object({ message: z.string() });
