// The id of a record (offer, account, order...) as the API writes it. One schema, so
// the OpenAPI document can name it once (server/api/openapi-components.ts).
import { z } from 'zod';

export const uuidSchema = z.uuid();
