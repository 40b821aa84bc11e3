// The invitation form of /agents: a name and an e-mail address; the person gets a link
// to accept or refuse. The list below refreshes when the invitation is sent.
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
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
    const result = await api('/api/user/agents', { method: 'POST', json: input, handled: [400, 409, 422] });
    if (result.ok) {
      toast.success(AGENT_MESSAGES.invited(input.email));
      form.reset(EMPTY);
      await revalidator.revalidate();
    } else if (result.error.status === 400 || result.error.status === 409) {
      // Its own address, one of its agents, or an invitation already waiting: said beside the field.
      form.setServerErrors({ email: result.error.message ?? 'This address cannot be invited.' });
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
          hint="We e-mail a link to accept or refuse; it works for 7 days. Nothing is created unless they accept."
        />
      </div>
      <div>
        <SubmitButton busy={form.submitting}>Send invitation</SubmitButton>
      </div>
    </form>
  );
}
