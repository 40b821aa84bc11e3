// The push API for agency software (/api/rtdf/v1/property/…), shaped as Rightmove's Real
// Time Datafeed so that a CRM's existing Rightmove integration needs only our base
// address and a credential. Requests are read liberally: numbers may come as strings,
// unknown fields are ignored, and only what a listing cannot do without is required.
// Answers keep RTDF's field names (rightmove_id is our offer id) so clients parse them.
// Also the company's push credentials (/api/user/push-credentials).
import { z } from 'zod';

/** A code or number a CRM may send as 1 or "1". */
const code = z.union([z.number(), z.string().trim().min(1)]).transform(String);
const optionalCode = z.union([z.number(), z.string().trim(), z.null()]).optional();
const count = z.coerce.number().int().min(0).max(999).nullish();
const text = z.string().nullish();
const flag = z.union([z.boolean(), z.number(), z.string()]).nullish();

export const rtdfNetworkSchema = z.looseObject({ network_id: z.union([z.number(), z.string()]).optional() });

export const rtdfBranchSchema = z.looseObject({
  branch_id: code.describe('The agency’s own branch id: the one the credential was made for'),
  channel: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .describe('1 sales, 2 lettings'),
  overseas: flag,
});

const agentRef = z.string().trim().min(1).max(80).describe('The agency software’s own id of the listing');

export const rtdfAddressSchema = z.looseObject({
  house_name_number: text,
  address_2: text,
  address_3: text,
  address_4: text,
  town: text,
  postcode_1: text.describe('The outward code: SW1A'),
  postcode_2: text.describe('The inward code: 1AA'),
  display_address: z.string().trim().min(1).max(255),
  latitude: z.coerce.number().min(-90).max(90).nullish(),
  longitude: z.coerce.number().min(-180).max(180).nullish(),
});

export const rtdfPriceSchema = z.looseObject({
  price: z.coerce.number().min(0).describe('Pounds'),
  price_qualifier: optionalCode.describe('BLM PRICE_QUALIFIER codes'),
  rent_frequency: optionalCode.describe('1 yearly, 4 quarterly, 12 monthly, 52 weekly, 365 daily'),
  tenure_type: optionalCode.describe(
    '1 freehold, 2 leasehold, 3 feudal, 4 commonhold, 5 share of freehold; another code (6 included) is read as no tenure',
  ),
  tenure_unexpired_years: z.coerce.number().int().min(0).max(9999).nullish(),
  deposit: z.coerce.number().min(0).nullish(),
});

export const rtdfDetailsSchema = z.looseObject({
  summary: z.string().max(5000).nullish(),
  description: z.string().max(100_000),
  features: z.array(z.string()).max(50).nullish(),
  bedrooms: count,
  bathrooms: count,
  reception_rooms: count,
  furnished_type: optionalCode.describe('0 furnished, 1 part furnished, 2 unfurnished, 3 landlord flexible'),
  council_tax_band: text,
  internal_area: z.coerce.number().min(0).nullish(),
  internal_area_unit: optionalCode.describe(
    '1 square feet, 2 square metres (blank: square metres; other units are ignored)',
  ),
  year_built: z.coerce.number().int().nullish(),
});

export const rtdfMediaSchema = z.looseObject({
  media_type: z.coerce
    .number()
    .int()
    .min(1)
    .max(7)
    .describe('1 image, 2 floor plan, 3 brochure, 4 virtual tour, 5 audio tour, 6 EPC, 7 EPC graph'),
  media_url: z.url({ protocol: /^https?$/ }),
  caption: text,
  sort_order: z.coerce.number().int().nullish(),
});

export const rtdfPropertySchema = z.looseObject({
  agent_ref: agentRef,
  published: flag.describe('false keeps the listing off the site (default true)'),
  property_type: optionalCode.describe('BLM PROP_SUB_ID codes'),
  status: z.coerce
    .number()
    .int()
    .min(1)
    .max(6)
    .describe('1 available, 2 SSTC, 3 SSTCM, 4 under offer, 5 reserved, 6 let agreed'),
  new_home: flag,
  create_date: text,
  update_date: text,
  date_available: text,
  address: rtdfAddressSchema,
  price_information: rtdfPriceSchema,
  details: rtdfDetailsSchema,
  media: z.array(rtdfMediaSchema).max(200).nullish(),
});
export type RtdfProperty = z.infer<typeof rtdfPropertySchema>;

export const rtdfSendSchema = z.looseObject({
  network: rtdfNetworkSchema.optional(),
  branch: rtdfBranchSchema,
  property: rtdfPropertySchema,
});
export type RtdfSend = z.infer<typeof rtdfSendSchema>;

export const rtdfRemoveSchema = z.looseObject({
  network: rtdfNetworkSchema.optional(),
  branch: rtdfBranchSchema,
  property: z.looseObject({ agent_ref: agentRef, removal_reason: optionalCode, transaction_date: text }),
});
export type RtdfRemove = z.infer<typeof rtdfRemoveSchema>;

export const rtdfBranchListRequestSchema = z.looseObject({
  network: rtdfNetworkSchema.optional(),
  branch: rtdfBranchSchema,
});

export const rtdfErrorSchema = z.object({
  error_code: z.string().describe('What went wrong, for programs: missing_field, invalid_listing, unauthorised…'),
  error_description: z.string().describe('What went wrong, in words'),
  error_value: z.string().nullable().describe('The field it is about (property.address.postcode_1), or the value'),
});
export const rtdfWarningSchema = z.object({
  warning_code: z.string(),
  warning_description: z.string(),
  warning_value: z.string().nullable(),
});
export type RtdfError = z.infer<typeof rtdfErrorSchema>;
export type RtdfWarning = z.infer<typeof rtdfWarningSchema>;

export const RTDF_CHANGE_TYPES = ['CREATE', 'UPDATE', 'DELETE'] as const;

export const rtdfPropertyResultSchema = z.object({
  agent_ref: z.string(),
  rightmove_id: z.string().nullable().describe('Our offer id'),
  rightmove_url: z.string().nullable().describe('The listing’s page on our site'),
  change_type: z.enum(RTDF_CHANGE_TYPES).nullable(),
});

const envelope = {
  request_id: z.string().describe('Our id of this request, for support'),
  message: z.string(),
  success: z.boolean(),
  request_timestamp: z.string(),
  response_timestamp: z.string(),
  warnings: z.array(rtdfWarningSchema),
  errors: z.array(rtdfErrorSchema),
};

/** A 4xx answer: the envelope with its errors. */
export const rtdfFailureSchema = z.object(envelope);

export const rtdfAnswerSchema = z.object({ ...envelope, property: rtdfPropertyResultSchema.nullable() });
export type RtdfAnswer = z.infer<typeof rtdfAnswerSchema>;

export const rtdfBranchListingSchema = z.object({
  agent_ref: z.string(),
  rightmove_id: z.string().describe('Our offer id'),
  rightmove_url: z.string(),
  last_changed_date: z.string(),
  status: z.string().describe('Our offer status: active, or pending_moderation (waiting for an operator)'),
});
export const rtdfBranchListSchema = z.object({
  ...envelope,
  branch: z.object({ branch_id: z.string(), channel: z.number().int() }),
  property: z.array(rtdfBranchListingSchema),
});
export type RtdfBranchList = z.infer<typeof rtdfBranchListSchema>;

// The company's credentials, made and revoked in its settings.
export const pushCredentialSchema = z.object({
  id: z.uuid().describe('The credential’s public id: the user name of HTTP Basic authentication'),
  branch_id: z.string(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type PushCredential = z.infer<typeof pushCredentialSchema>;

export const newPushCredentialSchema = z.object({
  branch_id: z
    .union([z.number().int().min(0), z.string().trim().min(1).max(40)])
    .transform(String)
    .describe('Your own branch id, as your agency software sends it in `branch.branch_id`'),
  label: z.string().trim().max(80).default(''),
});

/** The settings form's fields (a branch id typed as text); what it makes is the same as the API's. */
export const pushCredentialFormSchema = z.object({
  branch_id: z
    .string()
    .trim()
    .min(1, 'Enter the branch id your agency software sends')
    .max(40, 'A branch id has at most 40 characters'),
  label: z.string().trim().max(80, 'A name has at most 80 characters').default(''),
});

export const createdPushCredentialSchema = pushCredentialSchema.extend({
  token: z.string().describe('The secret: shown this once only, never again'),
});

export const pushCredentialListSchema = z.object({
  data: z.array(pushCredentialSchema),
  base_url: z.string().describe('Where the agency software sends its requests'),
});

export const pushCredentialParamsSchema = z.object({ id: z.uuid() });

/** Under /api: the base address agency software is given is {site}/api/rtdf/v1/property/. */
export const RTDF_BASE_PATH = '/rtdf/v1/property';

/** The address to give the agency software, on the site at `publicUrl`. */
export const pushBaseUrl = (publicUrl: string): string => `${publicUrl}/api${RTDF_BASE_PATH}/`;

/** The requests the push API answers, each a POST of JSON to the base address plus its name. */
export const RTDF_ENDPOINTS = [
  { name: 'sendpropertydetails', does: 'creates or updates a listing of the branch by its agent_ref' },
  { name: 'removeproperty', does: 'takes a listing off the site' },
  { name: 'getbranchpropertylist', does: 'lists the branch’s listings on the site' },
] as const;

export const PUSH_MESSAGES = {
  suspended:
    'The company’s account is suspended: its listings are hidden and pushes are refused until it is reinstated',
  unauthorised:
    'Send a push credential: Authorization: Bearer <token>, or HTTP Basic with the credential id (or branch id) and the token',
  wrongBranch: (sent: string, own: string) =>
    `This credential is for branch ${own}, not branch ${sent}: make one for branch ${sent} on your Import Properties page`,
  notFound: (ref: string) => `No listing with agent_ref ${ref} in this branch`,
  alreadyRemoved: (ref: string) => `The listing ${ref} was removed already`,
  notStored: 'The listing is not published and was never on the site: nothing was stored',
  credentialNotFound: 'There is no such credential',
  created: (branchId: string) =>
    `A credential for branch ${branchId} was made. Copy its secret now: it is not shown again.`,
  revoked: (branchId: string) =>
    `The credential for branch ${branchId} was revoked: requests with it are refused from now on.`,
} as const;
