// The multipart/form-data bodies the API reads, as the OpenAPI document shows them. The
// routes read their parts by hand (streamed, checked by content), so their zod body
// schema can only describe the JSON form; without this, the document would claim the
// multipart form is that same JSON object. Each entry names its parts: JSON fields sent
// as one part with an application/json content type, and files.

const SCHEMAS = '#/components/schemas/';
const file = { type: 'string', format: 'binary' } as const;
const files = (description: string) => ({ type: 'array', items: file, description }) as const;
const jsonPart = { contentType: 'application/json' } as const;

type MultipartBody = {
  schema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  encoding?: Record<string, { contentType: string }>;
};

/** The JSON offer in the part `offer`, new files in `photos`, `project_plan_photos` and `ecertificate`. */
const offerForm: MultipartBody = {
  schema: {
    type: 'object',
    properties: {
      offer: { $ref: `${SCHEMAS}OfferInput`, description: 'The offer in its editing shape, as JSON' },
      photos: files('New photos (JPEG, PNG, WebP, AVIF or GIF), placed by `{"upload": i}` in offer.photos'),
      project_plan_photos: files('New floor plans, placed by `{"upload": i}` in offer.project_plan_photos'),
      ecertificate: { ...file, description: 'The energy certificate: an image or a PDF' },
    },
    required: ['offer'],
  },
  encoding: { offer: jsonPart },
};

/** A message's JSON in the part `message`, with up to three attachments. */
function messageForm(component: string): MultipartBody {
  return {
    schema: {
      type: 'object',
      properties: {
        message: { $ref: `${SCHEMAS}${component}`, description: 'The message, as JSON' },
        attachments: files('Up to 3 images or plain PDFs'),
      },
      required: ['message'],
    },
    encoding: { message: jsonPart },
  };
}

const importUpload: MultipartBody = {
  schema: {
    type: 'object',
    properties: {
      file: {
        ...file,
        description: 'A BLM v3 file, a Kyero v3 XML file, a CSV of our columns, or a .zip of one with photos',
      },
      full_feed: {
        type: 'string',
        enum: ['true', 'false'],
        description: '`false` when the file lists only some of your listings (nothing is withdrawn)',
      },
    },
    required: ['file'],
  },
};

const avatarUpload: MultipartBody = {
  schema: {
    type: 'object',
    properties: {
      avatar_type: { type: 'string', enum: ['photo', 'video_url'] },
      avatar: {
        anyOf: [
          { ...file, description: 'The photo' },
          { type: 'string', format: 'uri', description: 'The video link' },
        ],
      },
    },
    required: ['avatar_type', 'avatar'],
  },
};

/** By operation: `<method> <path>` as the document writes them. */
export const MULTIPART_BODIES: Record<string, MultipartBody> = {
  'post /api/offers': offerForm,
  'post /api/offers/update/{id}': offerForm,
  'post /api/offers-preview': offerForm,
  'post /api/offers-preview/{id}': offerForm,
  'post /api/migrate/offers-preview/{id}': offerForm,
  'post /api/conversations': messageForm('StartConversationInput'),
  'post /api/conversations/{id}/messages': messageForm('ReplyInput'),
  'post /api/offers-import': importUpload,
  'post /api/offers-import/update/{id}': importUpload,
  'post /api/user/avatar': avatarUpload,
};

type Operation = { requestBody?: { required?: boolean; content?: Record<string, unknown> } };

/** The document with each multipart body described by its parts. */
export function withMultipartBodies<T extends object>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const body = MULTIPART_BODIES[`${method} ${path}`];
      if (!body) continue;
      operation.requestBody = {
        required: true,
        ...operation.requestBody,
        content: { ...operation.requestBody?.content, 'multipart/form-data': body },
      };
    }
  }
  return document;
}
