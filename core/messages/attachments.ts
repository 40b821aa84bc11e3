// Files attached to messages go through the same content checks as an ad's files:
// images are decoded and re-encoded as WebP (no metadata, no GPS), PDFs must be plain
// (no active content of any kind, not encrypted: core/media/check-pdf.ts). They are stored under private/, never served
// from /storage: only the conversation's members get them, through the API.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, type MessageAttachment } from '#contract/conversations.ts';
import { OFFER_FILE_MESSAGES } from '#contract/offer-files.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { checkPdf, looksLikePdf, UnacceptablePdfError } from '#core/media/check-pdf.ts';
import { UnsupportedImageError } from '#core/media/errors.ts';
import { processPhoto, renditionKey } from '#core/media/process-photo.ts';
import { PRIVATE_PREFIX, type Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';

export const ATTACHMENT_PREFIX = `${PRIVATE_PREFIX}messages/`;
/** One rendition, large enough to read a photographed document. */
const IMAGE_WIDTH = 1600;

export type AttachmentUpload = {
  storageKey: string;
  fileName: string;
  contentType: 'image/webp' | 'application/pdf';
  size: number;
};

const safeName = (name: string, extension: string): string => {
  const base = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'attachment'}.${extension}`;
};

/** The check's words about an ad's certificate, said of an attachment instead. */
const ATTACHMENT_WORDING: Record<string, string> = {
  [OFFER_FILE_MESSAGES.badPdf]: ATTACHMENT_MESSAGES.unreadablePdf,
  [OFFER_FILE_MESSAGES.pdfPages]: ATTACHMENT_MESSAGES.pdfPages,
};

/** Checks and stores one attached file (413 too large, 415 not an image or PDF, 422 an active PDF). */
export async function storeAttachment(storage: Storage, bytes: Buffer, fileName: string): Promise<AttachmentUpload> {
  if (looksLikePdf(bytes)) {
    if (bytes.length > ATTACHMENT_LIMITS.pdfBytes) {
      throw new HttpError(413, ATTACHMENT_MESSAGES.tooBig, { code: 'file_too_large' });
    }
    try {
      await checkPdf(bytes, ATTACHMENT_LIMITS.pdfPages);
    } catch (error) {
      if (error instanceof UnacceptablePdfError) {
        const message = ATTACHMENT_WORDING[error.message] ?? error.message;
        throw new HttpError(422, message, {
          ...(error.code ? { code: error.code } : {}),
          errors: { attachments: [message] },
        });
      }
      throw error;
    }
    const key = `${ATTACHMENT_PREFIX}${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`;
    if (await storage.has(key)) await storage.touch(key);
    else await storage.put(key, bytes, 'application/pdf');
    return { storageKey: key, fileName: safeName(fileName, 'pdf'), contentType: 'application/pdf', size: bytes.length };
  }
  try {
    const photo = await processPhoto(storage, bytes, { prefix: ATTACHMENT_PREFIX.slice(0, -1), widths: [IMAGE_WIDTH] });
    // One width asked for, so one rendition: the last is the largest either way.
    const key = renditionKey(photo.storageKey, photo.widths.at(-1) ?? IMAGE_WIDTH);
    return {
      storageKey: key,
      fileName: safeName(fileName, 'webp'),
      contentType: 'image/webp',
      size: photo.bytes.at(-1) ?? 0,
    };
  } catch (error) {
    if (error instanceof UnsupportedImageError) {
      throw new HttpError(415, ATTACHMENT_MESSAGES.notAccepted, { code: 'unsupported_file' });
    }
    throw error;
  }
}

export async function saveAttachments(tx: Transaction, messageId: number, uploads: readonly AttachmentUpload[]) {
  for (const upload of uploads) {
    await tx.execute(sql`
      insert into message_attachments (message_id, storage_key, file_name, content_type, size)
      values (${messageId}, ${upload.storageKey}, ${upload.fileName}, ${upload.contentType}, ${upload.size})`);
  }
}

/** The attachments of some messages, for a thread. */
export async function attachmentsOf(db: Database, messageIds: number[]): Promise<Map<number, MessageAttachment[]>> {
  const byMessage = new Map<number, MessageAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db.execute<{
    id: number;
    message_id: string | number;
    file_name: string;
    content_type: MessageAttachment['content_type'];
    size: number;
  }>(sql`
    select id, message_id, file_name, content_type, size from message_attachments
    where message_id = any(${sql.param(messageIds)}::bigint[]) order by id`);
  for (const row of rows.rows) {
    const list = byMessage.get(Number(row.message_id)) ?? [];
    list.push({
      id: row.id,
      file_name: row.file_name,
      content_type: row.content_type,
      size: row.size,
      url: `/api/messages/attachments/${row.id}`,
    });
    byMessage.set(Number(row.message_id), list);
  }
  return byMessage;
}

/** One attachment for a member of its conversation; anyone else gets 404. */
export async function readAttachment(db: Database, storage: Storage, userId: string, id: number) {
  const found = await db.execute<{ storage_key: string; file_name: string; content_type: string }>(sql`
    select a.storage_key, a.file_name, a.content_type from message_attachments a
    join messages m on m.id = a.message_id
    join conversation_members me on me.conversation_id = m.conversation_id and me.user_id = ${userId}
    where a.id = ${id}`);
  const row = found.rows[0];
  const file = row ? await storage.get(row.storage_key) : null;
  if (!row || !file) throw notFound('No such attachment');
  return { bytes: file.bytes, fileName: row.file_name, contentType: row.content_type };
}
