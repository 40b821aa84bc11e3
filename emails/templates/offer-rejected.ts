// To the advertiser when a moderator rejects their new ad or a change of a live one:
// the moderator's reason, and where to put it right and send it again.
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export function offerRejectedEmail(input: {
  name: string;
  title: string;
  reason: string;
  change: boolean;
  url: string;
}): RenderedEmail {
  const what = input.change ? `your changes to the ad “${input.title}”` : `your ad “${input.title}”`;
  return renderEmail({
    title: input.change ? `Changes not approved: “${input.title}”` : `Ad not approved: “${input.title}”`,
    preheader: input.reason,
    paragraphs: [
      `Hello ${input.name},`,
      `Our moderators did not approve ${what}, for this reason: ${input.reason}`,
      input.change
        ? 'The ad stays on the site as it was. Edit it to put right what the reason says, and save it to send the changes again.'
        : 'Edit the ad to put right what the reason says, then send it again: our moderators will look at it once more.',
    ],
    action: { label: 'Open my ads', url: input.url },
    footer: `You are receiving this e-mail because you advertise on ${PRODUCT_NAME}.`,
  });
}
