// Registering to bid on a lot, as auction houses do it: the bidder's legal name and
// address, their acceptance of the auction's terms and its legal pack, and a card
// authorisation the payment gateway holds until the lot ends. The hold covers what a
// winner owes at the fall of the hammer (the reservation and administration fees),
// and never less than a card check, so every bidder has shown a working card. The
// winner's fees are captured from it; everybody else's hold is released.
import { z } from 'zod';
import type { LotView } from './auctions.ts';
import { formatMoney } from './format.ts';

/** The least a registration holds on the card, so that every bidder's card is checked. */
export const CARD_CHECK_HOLD = 250_00;

export const REGISTRATION_STATUSES = ['pending', 'approved', 'refused', 'withdrawn'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * The card hold's life: none (nothing to hold), pending (at the gateway), authorised,
 * declined, then captured (the winner's fees) or released (everybody else).
 */
export const HOLD_STATUSES = ['none', 'pending', 'authorised', 'declined', 'captured', 'released'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** What a winner owes on the fall of the hammer, out of the hold (pence). */
export const feesDueOnWinning = (fees: LotView['fees']): number => fees.reservation_fee + fees.administration_fee;

/** The amount a registration holds on the bidder's card (pence). */
export const registrationHold = (fees: LotView['fees']): number => Math.max(feesDueOnWinning(fees), CARD_CHECK_HOLD);

export const REGISTER_TO_BID_MESSAGES = {
  fullName: 'Enter your full name as it will appear on the contract',
  address: 'Enter your address, with its postcode',
  acceptTerms: 'Accept the auction terms and the legal pack to register',
  alreadyApproved: 'You are already registered to bid on this lot',
  ended: 'Bidding on this lot has ended: registration is closed',
  holdAmount: 'The authorisation is not for the amount held',
  noSuchHold: 'No card authorisation is waiting here',
} as const;

/** A checked box is posted as "on" by a form, and as `true` by the API. */
const accepted = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value),
  z.literal(true, { error: REGISTER_TO_BID_MESSAGES.acceptTerms }),
);

export const registerToBidSchema = z
  .object({
    full_name: z
      .string({ error: REGISTER_TO_BID_MESSAGES.fullName })
      .trim()
      .min(2, REGISTER_TO_BID_MESSAGES.fullName)
      .max(120, REGISTER_TO_BID_MESSAGES.fullName),
    address: z
      .string({ error: REGISTER_TO_BID_MESSAGES.address })
      .trim()
      .min(5, REGISTER_TO_BID_MESSAGES.address)
      .max(300, REGISTER_TO_BID_MESSAGES.address),
    accept_terms: accepted,
  })
  .strict();
export type RegisterToBid = z.infer<typeof registerToBidSchema>;

/**
 * A bidder's registration: approved with a bidder number, or waiting for the card
 * authorisation at `url` (the gateway's page), or refused (the card was declined: register
 * again to try another).
 */
export const registrationViewSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  bidder_number: z.number().int().nullable(),
  hold: z.object({ amount: z.number().int(), status: z.enum(HOLD_STATUSES) }),
  /** Where to authorise the card, while it waits for that. */
  url: z.string().nullable(),
});
export type RegistrationView = z.infer<typeof registrationViewSchema>;

/** The sandbox hold page's answer: authorise the hold, or decline it as a card would. */
export const sandboxHoldOutcomeSchema = z.object({ outcome: z.enum(['authorised', 'declined']) }).strict();

/** The notices registration and the end of a lot send about the card hold. */
export const REGISTER_TO_BID_NOTICES = {
  approved: (title: string, number: number) =>
    `You are registered to bid on “${title}”: your bidder number is ${number}`,
  declined: (title: string) => `Your card was not authorised, so you are not registered to bid on “${title}”`,
  captured: (title: string, amount: number) =>
    `We have taken ${formatMoney(amount)} in fees for “${title}” from your card`,
  released: (title: string, amount: number) =>
    `The ${formatMoney(amount)} held on your card for “${title}” is released`,
} as const;
