// The reply box of a conversation: sends, then reloads the thread from the server.

import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { EMAIL_NOT_VERIFIED_CODE, EmailNotVerifiedNotice } from '#app/components/auth/email-not-verified-notice.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import {
  ATTACHMENT_MESSAGES,
  CONVERSATION_MESSAGES,
  MESSAGE_MAX_LENGTH,
  replySchema,
} from '#contract/conversations.ts';
import { TextField } from '../forms/fields.tsx';
import { primaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';
import { AttachmentInput, messageForm } from './attachment-input.tsx';

export function ReplyForm({ conversationId }: { conversationId: string }) {
  const form = useForm(replySchema, { body: '' });
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.messages;
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const send = form.handleSubmit(replySchema, async (input) => {
    const files = [...(fileInput.current?.files ?? [])];
    const payload = { body: input.body };
    const result = await api(`/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      ...(files.length > 0 ? { form: messageForm(payload, files) } : { json: payload }),
      freshCsrf: true,
      handled: [403, 404, 413, 415, 422, 429],
    });
    if (result.ok) {
      form.reset();
      if (fileInput.current) fileInput.current.value = '';
      toast.success(CONVERSATION_MESSAGES.sent);
      await revalidator.revalidate();
    } else if (result.error.code === EMAIL_NOT_VERIFIED_CODE) {
      setUnconfirmed(result.error.message ?? null);
    } else if (result.error.status === 413 || result.error.status === 415) {
      form.setServerErrors({ body: result.error.message ?? ATTACHMENT_MESSAGES.notAccepted });
    } else if (Object.keys(result.error.errors).length > 0) {
      form.setServerErrors(result.error.errors);
    } else {
      form.setServerErrors({ body: result.error.message ?? t.sendFailed });
    }
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={send} className="flex flex-col gap-3">
      <TextField form={form} name="body" label={t.reply} rows={4} maxLength={MESSAGE_MAX_LENGTH} required />
      <AttachmentInput inputRef={fileInput} />
      {unconfirmed && <EmailNotVerifiedNotice message={unconfirmed} />}
      <div>
        <button type="submit" className={primaryButton} aria-disabled={form.submitting || undefined}>
          {form.submitting && <Spinner />}
          {t.send}
        </button>
      </div>
    </form>
  );
}
