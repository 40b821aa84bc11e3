// POST /api/user/avatar (multipart): avatar_type 'photo' with an image file, or
// 'video_url' with a YouTube or Vimeo link. Images are checked by their bytes and
// re-encoded by the image pipeline; anything else is refused.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, userResourceSchema, videoAvatarUrl } from '#contract/accounts.ts';
import { setVideoAvatar, uploadPhotoAvatar } from '#core/accounts/avatar.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { unprocessable } from '#core/errors.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

type AvatarForm = { type: string | undefined; file: Buffer | undefined; url: string | undefined };

export async function avatarRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/user/avatar',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the photo avatar (image file) or the video avatar (link)',
        description:
          'multipart/form-data: avatar_type = photo with a file field avatar (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB), or avatar_type = video_url with avatar = an https YouTube or Vimeo link. 415 for a file that is not such an image.',
        consumes: ['multipart/form-data'],
        response: { 200: userResourceSchema, ...errorResponses(401, 413, 415, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const form = await readAvatarForm(request);
      if (!form.type || !(AVATAR_TYPES as readonly string[]).includes(form.type)) {
        throw unprocessable({ avatar_type: ['Choose photo or video_url'] });
      }
      if (form.type === 'photo') {
        if (!form.file) throw unprocessable({ avatar: ['Choose an image file'] });
        return toUserResource(await uploadPhotoAvatar(app.database.db, app.storage, user, form.file), STORAGE_URL_PATH);
      }
      const url = videoAvatarUrl.safeParse(form.url ?? '');
      if (!url.success) throw unprocessable({ avatar: [url.error.issues[0]?.message ?? 'Enter a video link'] });
      return toUserResource(await setVideoAvatar(app.database.db, user, url.data), STORAGE_URL_PATH);
    },
  );
}

async function readAvatarForm(request: FastifyRequest): Promise<AvatarForm> {
  if (!request.isMultipart()) throw unprocessable({ avatar: ['Send the avatar as multipart/form-data'] });
  const form: AvatarForm = { type: undefined, file: undefined, url: undefined };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'avatar') {
        await part.toBuffer();
        continue;
      }
      // toBuffer() throws a 413 when the file passes the size limit.
      form.file = await part.toBuffer();
    } else if (part.fieldname === 'avatar_type') {
      form.type = String(part.value);
    } else if (part.fieldname === 'avatar') {
      form.url = String(part.value);
    }
  }
  return form;
}
