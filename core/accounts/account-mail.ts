/**
 * The e-mails the account services ask for. They are sent by background jobs (the
 * implementation only queues them), so a slow mail server never slows a request, and
 * the jobs for an address that may not exist decide by themselves: the request does
 * the same work whether or not the account exists.
 */
export type AccountMail = {
  activation(userId: string): Promise<void>;
  resendActivation(email: string): Promise<void>;
  passwordReminder(email: string): Promise<void>;
  passwordChanged(userId: string): Promise<void>;
  /** A company's invitation to join it as an agent: a link to answer it (a new one when re-sent). */
  agentInvitation(invitationId: string): Promise<void>;
};
