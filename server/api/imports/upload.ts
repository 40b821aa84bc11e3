// An uploaded feed goes to a temporary file as it arrives (a zip needs random access,
// and a 50 MB feed should not sit in memory); the caller removes it when done.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MESSAGES } from '#contract/imports.ts';
import { HttpError, unprocessable } from '#core/errors.ts';
import type { FeedUpload } from '#core/imports/preview.ts';

export const IMPORT_MULTIPART_LIMITS = { fileSize: 200 * 1024 * 1024, files: 1, fields: 2, parts: 3 } as const;

/** Reads the `file` part (and the `full_feed` field: 'false' for a partial feed) into a temporary file. */
export async function receiveFeed(
  request: FastifyRequest,
): Promise<{ upload: FeedUpload; cleanUp: () => Promise<void> }> {
  if (!request.isMultipart()) throw unprocessable({ file: [IMPORT_MESSAGES.fileMissing] });
  const dir = await mkdtemp(join(tmpdir(), 'dazu-import-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  let upload: FeedUpload | undefined;
  let fullFeed = true;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'full_feed') throw unprocessable({ [part.fieldname]: ['is not an accepted field'] });
        fullFeed = String(part.value) !== 'false';
        continue;
      }
      if (part.fieldname !== 'file' || upload) throw unprocessable({ [part.fieldname]: ['is not an accepted file'] });
      const path = join(dir, 'feed');
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new HttpError(413, IMPORT_MESSAGES.tooLarge, { code: 'file_too_large' });
      upload = { path, fileName: part.filename.slice(-200) || 'feed', fullFeed };
    }
    if (!upload) throw unprocessable({ file: [IMPORT_MESSAGES.fileMissing] });
    return { upload: { ...upload, fullFeed }, cleanUp };
  } catch (error) {
    await cleanUp();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, IMPORT_MESSAGES.tooLarge, { code: 'file_too_large' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw unprocessable({ file: ['Send one feed file per import'] });
    }
    throw error;
  }
}
