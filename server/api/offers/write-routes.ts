// Posting and editing offers: the offer editing shape as JSON, or multipart with
// the JSON in the field `offer` and new photos, floor plans and an energy certificate
// as file parts (offer-form.ts). The preview calls are the same draft saves, a
// read of the owner's view and a publish. Every route checks the caller manages the
// offer; anyone else gets 404.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { OFFER_MULTIPART_LIMITS } from './offer-form.ts';
import { offerOwnerViewRoutes } from './owner-view-routes.ts';
import { offerPublishRoutes } from './publish-routes.ts';
import { offerSaveRoutes } from './save-routes.ts';

export async function offerWriteRoutes(fastify: FastifyInstance): Promise<void> {
  // The multipart parser, with the offer limits, is registered here around all the write
  // routes (not only those that take files), so every one of them reads a body the same way.
  await fastify.register(multipart, { limits: OFFER_MULTIPART_LIMITS });
  await fastify.register(offerSaveRoutes);
  await fastify.register(offerOwnerViewRoutes);
  await fastify.register(offerPublishRoutes);
}
