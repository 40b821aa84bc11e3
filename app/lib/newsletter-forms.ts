// What the back office's newsletter page says after each of its forms (newsletter-forms.server.ts).
export const NEWSLETTER_OUTCOMES = {
  saved: 'The draft is saved.',
  scheduled: 'The campaign is scheduled. You can still cancel it until it starts.',
  sending: 'The campaign is on its way to every confirmed subscriber. The counts below rise as it goes.',
  cancelled: 'The campaign is cancelled: it will not be sent.',
} as const;
export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;

/** The test e-mail's answer names the address it went to. */
export const testSentTo = (to: string) => `A test e-mail is on its way to ${to} (your own address).`;

/** The send-now form's box, and what the page says when it was left unticked. */
export const SEND_CONFIRMATION = 'Yes, send it now to every confirmed subscriber (it cannot be called back)';
export const SEND_NOT_CONFIRMED = 'Tick the box to say you mean to send it to every subscriber now';
