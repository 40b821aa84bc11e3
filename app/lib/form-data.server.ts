import { data } from 'react-router';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';

/**
 * The form a page's action was posted. A body that is not a readable form (multipart
 * cut short, a broken boundary) is the sender's mistake: a 400, not a failed page.
 */
export async function formDataOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(WEB_SURFACE_MESSAGES.notAForm, { status: 400 });
  }
}
