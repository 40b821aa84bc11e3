// Block or unblock the other side of a conversation, and report one of their messages.
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { linkButton } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';

export function BlockButton({ userId, name, blocked }: { userId: string; name: string; blocked: boolean }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const toggle = async () => {
    const result = await api<{ message: string }>(`/api/users/${userId}/block`, {
      method: blocked ? 'DELETE' : 'POST',
      freshCsrf: true,
      handled: [400, 404],
    });
    if (result.ok) {
      toast.success(result.data.message);
      await revalidator.revalidate();
    } else toast.error(result.error.message ?? 'That did not work. Please try again.');
  };
  return (
    <button type="button" className={linkButton} onClick={toggle}>
      {blocked ? `Unblock ${name}` : `Block ${name}`}
    </button>
  );
}

export function ReportMessageButton({ messageId }: { messageId: number }) {
  const api = useApi();
  const toast = useToast();
  const report = async () => {
    const result = await api<{ message: string }>(`/api/messages/${messageId}/report`, {
      method: 'POST',
      json: { reason: 'spam' },
      freshCsrf: true,
      handled: [404, 429],
    });
    if (result.ok) toast.success(result.data.message);
    else toast.error(result.error.message ?? 'Your report could not be sent. Please try again.');
  };
  return (
    <button type="button" className={`${linkButton} text-sm`} onClick={report}>
      Report as spam or scam
    </button>
  );
}
