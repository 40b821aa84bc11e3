// Messages between users: shapes and limits shared by the API, pages and forms.
import { z } from 'zod';
import { uuidSchema } from './ids.ts';

export const MESSAGE_REPORT_REASONS = ['spam', 'scam', 'abusive', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MAX_ATTACHMENTS = 3;

const messageBody = z
  .string()
  .trim()
  .min(1, { error: 'Write a message' })
  .max(MESSAGE_MAX_LENGTH, { error: `A message can have at most ${MESSAGE_MAX_LENGTH} characters` });

/** A logged-in user writes about an ad (to its advertiser) or to an advertiser from their profile. */
export const startConversationSchema = z
  .object({
    offer_id: uuidSchema.optional(),
    user_id: uuidSchema.optional(),
    body: messageBody,
    /** The send-offer modal: one of the sender's own live ads. */
    offered_offer_id: uuidSchema.optional(),
  })
  .refine((input) => Boolean(input.offer_id) !== Boolean(input.user_id), {
    error: 'Give either offer_id or user_id',
    path: ['offer_id'],
  });
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** The message modal's form (the select's empty choice is ''). */
export const messageFormSchema = z.object({
  body: messageBody,
  offered_offer_id: z.union([z.literal(''), uuidSchema]),
});
export const MESSAGE_FORM_FIELDS = { body: '', offered_offer_id: '' };
export const GUEST_ENQUIRY_FIELDS = { name: '', email: '', body: '' };

export const replySchema = z.object({ body: messageBody, offered_offer_id: uuidSchema.optional() });
export type ReplyInput = z.infer<typeof replySchema>;

/** A guest's enquiry about an ad: sent once the address is confirmed by the e-mailed link. */
export const guestEnquirySchema = z.object({
  name: z.string().trim().min(2, { error: 'Enter your name' }).max(100),
  email: z.email({ error: 'Incorrect email address' }).max(254),
  body: messageBody,
});
export type GuestEnquiryInput = z.infer<typeof guestEnquirySchema>;

export const messageReportSchema = z.object({ reason: z.enum(MESSAGE_REPORT_REASONS) });

export const CONVERSATION_MESSAGES = {
  sent: 'Your message has been sent.',
  confirmByEmail: (email: string) =>
    `Almost done: we have sent a link to ${email}. Your message goes to the advertiser once you click it.`,
  enquirySent: 'Thank you: your address is confirmed and your message has been sent to the advertiser.',
  enquiryLinkInvalid: 'This link is not valid any more. Write your message again from the ad.',
  blocked: 'You cannot send messages to this user.',
  notToYourself: 'You cannot send a message to yourself.',
  blockedTerm: (term: string) =>
    `Your message contains something we do not allow: “${term}”. Change it and send again.`,
  notYourOffer: 'You can only offer one of your own live ads.',
  reported: 'Thank you. Our team will look at this message.',
  userBlocked: 'User blocked. They cannot write to you any more.',
  userUnblocked: 'User unblocked.',
} as const;

/** An ad a conversation is about, or one offered in a message. */
const linkedOfferSchema = z.object({ id: z.string(), title: z.string(), slug: z.string() }).nullable();

/** The other side of a conversation: an account (with its public profile, if any) or a guest. */
const otherSideSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  profile_url: z.string().nullable(),
  is_guest: z.boolean(),
});

export const messageAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.enum(['image/webp', 'application/pdf']),
  size: z.number().int(),
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  other: otherSideSchema,
  offer: linkedOfferSchema,
  last_message: z.object({ body: z.string(), from_me: z.boolean(), created_at: z.string() }),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  from_me: z.boolean(),
  sender_name: z.string(),
  created_at: z.string(),
  offered_offer: linkedOfferSchema,
  attachments: z.array(messageAttachmentSchema),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationThreadSchema = z.object({
  id: z.string(),
  other: otherSideSchema,
  offer: linkedOfferSchema,
  /** The caller has blocked the other side. */
  blocked: z.boolean(),
  messages: z.array(conversationMessageSchema),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

/** A message just sent: where it went. */
export const sentMessageSchema = z.object({ conversation_id: uuidSchema, message_id: z.number().int() });

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const conversationPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** A message's id in a path: messages are numbered by a 64-bit sequence. */
export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const enquiryConfirmationSchema = z.object({ token: z.string().trim().min(20).max(200) });

/** An open report of a message, for the operators. */
export const messageReportViewSchema = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  body: z.string(),
  sender_id: z.string().nullable(),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  created_at: z.string(),
});

export const messageReportListSchema = z.object({ data: z.array(messageReportViewSchema) });

/** A word or link the operators refuse in messages. */
export const blockedTermSchema = z.object({ id: z.number().int(), term: z.string(), created_at: z.string() });
export const blockedTermListSchema = z.object({ data: z.array(blockedTermSchema) });

export const conversationIdParamsSchema = z.object({ id: uuidSchema });
/** The ad a guest writes about, in the path. */
export const enquiryOfferParamsSchema = z.object({ offer: uuidSchema });
export const blockedTermInputSchema = z.object({ term: z.string().trim().min(2).max(100) });

/** Files a message may carry: images (re-encoded) and plain PDFs, checked by content. */
export const ATTACHMENT_LIMITS = { files: 3, imageBytes: 20 * 1024 * 1024, pdfBytes: 10 * 1024 * 1024, pdfPages: 40 };
export const ACCEPTED_ATTACHMENT_TYPES =
  'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif,application/pdf';
export const ATTACHMENT_MESSAGES = {
  tooMany: `Attach at most ${ATTACHMENT_LIMITS.files} files to a message`,
  tooBig: 'Each image can be at most 20 MB and each PDF 10 MB',
  notAccepted: 'Attach images (JPEG, PNG, WebP, HEIC, AVIF, GIF) or PDF documents only',
  unreadablePdf: 'This PDF cannot be read. Save it again as a PDF (for example with “Print to PDF”) and try again.',
  pdfPages: `A PDF can have at most ${ATTACHMENT_LIMITS.pdfPages} pages`,
  messageField: 'Send the message as JSON in the field “message”',
} as const;
