// Block or unblock the other side of a conversation, and report one of their messages.
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { linkButton } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';

export function BlockButton({ userId, name, blocked }: { userId: string; name: string; blocked: boolean }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const t = useT().accountPages.messages;
  const toggle = async () => {
    const result = await api<{ message: string }>(`/api/users/${userId}/block`, {
      method: blocked ? 'DELETE' : 'POST',
      freshCsrf: true,
      handled: [400, 404],
    });
    if (result.ok) {
      toast.success(result.data.message);
      await revalidator.revalidate();
    } else toast.error(result.error.message ?? t.blockFailed);
  };
  return (
    <button type="button" className={linkButton} onClick={toggle}>
      {blocked ? t.unblock(name) : t.block(name)}
    </button>
  );
}

export function ReportMessageButton({ messageId }: { messageId: number }) {
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.messages;
  const report = async () => {
    const result = await api<{ message: string }>(`/api/messages/${messageId}/report`, {
      method: 'POST',
      json: { reason: 'spam' },
      freshCsrf: true,
      handled: [404, 429],
    });
    if (result.ok) toast.success(result.data.message);
    else toast.error(result.error.message ?? t.reportFailed);
  };
  return (
    <button type="button" className={`${linkButton} text-sm`} onClick={report}>
      {t.report}
    </button>
  );
}
