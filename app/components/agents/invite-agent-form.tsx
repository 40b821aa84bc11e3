// The invitation form of /agents: a name and an e-mail address; the agent gets a link
// to choose a password. The list below refreshes when the invitation is sent.
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { EMAIL_TAKEN_CODE } from '#app/lib/api-client.ts';
import { AGENT_MESSAGES, type AgentInvitation, agentInvitationSchema } from '#contract/agents.ts';
import { TextField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

const EMPTY = { name: '', email: '' };

export function InviteAgentForm() {
  const form = useForm(agentInvitationSchema, EMPTY);
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();

  const onSubmit = form.handleSubmit(agentInvitationSchema, async (input: AgentInvitation) => {
    const result = await api('/api/user/agents', { method: 'POST', json: input, handled: [400, 422] });
    if (result.ok) {
      toast.success(AGENT_MESSAGES.invited(input.email));
      form.reset(EMPTY);
      await revalidator.revalidate();
    } else if (result.error.code === EMAIL_TAKEN_CODE) {
      form.setServerErrors({ email: 'This address already has an account. Agents need an address of their own.' });
    } else if (Object.keys(result.error.errors).length > 0) {
      form.setServerErrors(result.error.errors);
    } else {
      toast.error(result.error.message ?? 'Please try again.');
    }
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="invite-agent-heading"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-5"
    >
      <h2 id="invite-agent-heading" className="text-xl font-bold text-gray-900">
        Invite an agent
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label="Agent’s name" autoComplete="off" maxLength={120} />
        <TextField
          form={form}
          name="email"
          label="Agent’s e-mail address"
          type="email"
          autoComplete="off"
          hint="We e-mail a link to choose a password. It works for 7 days."
        />
      </div>
      <div>
        <SubmitButton busy={form.submitting}>Send invitation</SubmitButton>
      </div>
    </form>
  );
}
