// The files attached to messages, for the members of their conversation only: images
// shown inline, PDFs downloaded, never kept by shared caches nor sniffed for another type.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowIdParamsSchema } from '#contract/ids.ts';
import { readAttachment } from '#core/messages/attachments.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function messageAttachmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/messages/attachments/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'A file attached to a message (members of its conversation only)',
        description: 'Images inline, PDFs as downloads; never cached by shared caches. Anyone else: 404.',
        params: rowIdParamsSchema,
        response: { 200: z.any().describe('The file'), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const file = await readAttachment(db(), app.storage, user.id, request.params.id);
      const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
}
