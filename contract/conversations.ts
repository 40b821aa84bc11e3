// Messages between users (issue 8): shapes and limits shared by the API, pages and forms.
export const MESSAGE_REPORT_REASONS = ['spam', 'scam', 'abusive', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MAX_ATTACHMENTS = 3;
