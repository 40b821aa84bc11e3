// Reads a message: JSON, or multipart/form-data with the JSON in the field `message`
// and up to three files named `attachments`. Each file is checked and stored as it
// streams in; a limit passed answers 413 saying which.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES } from '#contract/conversations.ts';
import { HttpError, invalidInput, unprocessable } from '#core/errors.ts';
import { type AttachmentUpload, storeAttachment } from '#core/messages/attachments.ts';
import type { Storage } from '#core/storage/storage.ts';

export const MESSAGE_FIELD = 'message';
const FILE_FIELD = 'attachments';

export const MESSAGE_MULTIPART_LIMITS = {
  fileSize: ATTACHMENT_LIMITS.imageBytes,
  files: ATTACHMENT_LIMITS.files,
  fields: 2,
  fieldSize: 64 * 1024,
  parts: ATTACHMENT_LIMITS.files + 2,
} as const;

export async function readMessageSubmission<T>(
  request: FastifyRequest,
  storage: Storage,
  schema: ZodType<T>,
): Promise<{ input: T; uploads: AttachmentUpload[] }> {
  const parse = (value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidInput(parsed.error.issues);
    return parsed.data;
  };
  if (!request.isMultipart()) return { input: parse(request.body), uploads: [] };
  const uploads: AttachmentUpload[] = [];
  let input: T | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== MESSAGE_FIELD || input !== undefined) {
          throw unprocessable({ [part.fieldname]: ['is not an accepted field'] });
        }
        input = parse(parseJson(part.value));
        continue;
      }
      uploads.push(await storeFilePart(part, storage));
    }
  } catch (error) {
    throw limitError(error);
  }
  if (input === undefined) throw unprocessable({ [MESSAGE_FIELD]: [ATTACHMENT_MESSAGES.messageField] });
  return { input, uploads };
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw unprocessable({ [MESSAGE_FIELD]: [ATTACHMENT_MESSAGES.messageField] });
  }
}

async function storeFilePart(part: MultipartFile, storage: Storage): Promise<AttachmentUpload> {
  if (part.fieldname.replace(/\[\]$/, '') !== FILE_FIELD) {
    throw unprocessable({ [part.fieldname]: ['is not an accepted field'] });
  }
  return storeAttachment(storage, await part.toBuffer(), part.filename);
}

function limitError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, ATTACHMENT_MESSAGES.tooBig, { code: 'file_too_large' });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, ATTACHMENT_MESSAGES.tooMany, { code: 'too_many_files' });
  }
  return error;
}
