// The auction forms of an ad's page, as people type them: a maximum bid in pounds
// ("£250,000", "250000", "250,000.50"), turned into the pence the API takes.
import { z } from 'zod';

export const BID_FORM_MESSAGES = {
  max: 'Enter your maximum bid in pounds, such as £250,000',
} as const;

/** "£1,250,000", "1250000" or "250,000.50" as pence; null when it is not an amount of money. */
export function penceOfPounds(text: string): number | null {
  const match = /^£?(\d{1,3}(?:,\d{3})+|\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.replace(/\s/g, ''));
  if (!match?.[1]) return null;
  return Number(match[1].replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The bid form's maximum, typed in pounds: pence above zero. */
export const bidFormSchema = z.object({
  max: z.string({ error: BID_FORM_MESSAGES.max }).transform((text, context) => {
    const pence = penceOfPounds(text);
    if (pence === null || pence <= 0) {
      context.addIssue({ code: 'custom', message: BID_FORM_MESSAGES.max });
      return z.NEVER;
    }
    return pence;
  }),
});
