// The id of a record (offer, account, order...) as the API writes it. One schema, so
// the OpenAPI document can name it once (server/api/openapi-components.ts).
import { z } from 'zod';

export const uuidSchema = z.uuid();

/** A stored row id in a path (attachments, blocked terms, saved searches): a positive 32-bit integer. */
export const rowIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
