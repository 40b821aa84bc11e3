import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AcceptStep,
  type Answered,
  CannotJoinStep,
  JoinStep,
  LogInStep,
} from '#app/components/agents/invitation-answer.tsx';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { AuthDialogLink } from '#app/components/auth/auth-dialog-link.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { AGENT_MESSAGES, type InvitationView } from '#contract/agents.ts';
import type { Route } from './+types/agent-invitation.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.invitation.metaTitle), noIndex];
}

type Page =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'open'; view: InvitationView }
  | { state: 'answered'; answer: Answered };

/**
 * What the invitation offers the visitor, read through the API. Read again when the
 * visitor logs in or out on this page (the step depends on who asks), until it is
 * answered: then the link is spent, and the answer stays on the page.
 */
function useInvitation(token: string) {
  const [page, setPage] = useState<Page>(token ? { state: 'loading' } : { state: 'invalid' });
  const api = useApi();
  const { state } = useAuth();

  const read = useCallback(async () => {
    if (!token) return;
    const result = await api<InvitationView>(`/api/agent-invitations?token=${encodeURIComponent(token)}`, {
      handled: [404, 422],
    });
    setPage(result.ok ? { state: 'open', view: result.data } : { state: 'invalid' });
  }, [token, api]);

  const answered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.id is the reason to read again
  useEffect(() => {
    if (!answered.current) void read();
  }, [read, state.id]);

  const onAnswered = (answer: Answered) => {
    answered.current = true;
    setPage({ state: 'answered', answer });
  };
  return { page, read, onAnswered };
}

type OpenProps = {
  view: InvitationView;
  token: string;
  onAnswered: (answer: Answered) => void;
  /** The invitation changed since it was read (taken back, say): read it again. */
  onStale: () => void;
};

/** What the company offers, and the step the visitor is at: join, log in, accept, or why they cannot. */
function OpenInvitation({ view, ...steps }: OpenProps) {
  const t = useT().accountPages;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-gray-800">{t.invitation.offer(view.company_name)}</p>
      {view.step === 'join' && <JoinStep view={view} {...steps} />}
      {view.step === 'log_in' && <LogInStep view={view} {...steps} />}
      {view.step === 'accept' && <AcceptStep view={view} {...steps} />}
      {view.step === 'cannot_join' && <CannotJoinStep view={view} {...steps} />}
    </div>
  );
}

/** The answer given, and where to go next: log in, or the new agent's ads. */
function InvitationAnswer({
  answer,
  messageRef,
}: {
  answer: Answered;
  messageRef: React.RefObject<HTMLParagraphElement | null>;
}) {
  const t = useT().accountPages;
  return (
    <div className="flex flex-col items-start gap-5">
      <p ref={messageRef} tabIndex={-1} role="status" className="text-lg font-semibold text-green-800">
        {answer.message}
      </p>
      {answer.next === 'log_in' && (
        <AuthDialogLink kind="login" className={primaryButton}>
          {t.logIn}
        </AuthDialogLink>
      )}
      {answer.next === 'my_ads' && (
        <PrefetchLink to="/my-offers" className={primaryButton}>
          {t.goToMyAds}
        </PrefetchLink>
      )}
    </div>
  );
}

/**
 * The link of a company's invitation e-mail. Opening it changes nothing (mail scanners
 * fetch links): the page reads what the invitation offers the visitor, who then joins,
 * accepts or refuses with a button.
 */
export default function AgentInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { page, read, onAnswered } = useInvitation(token);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const t = useT().accountPages;
  const translate = useTranslateMessage();

  // The outcome is focused when it appears, so that it is read out.
  useEffect(() => {
    if (page.state === 'invalid' || page.state === 'answered') messageRef.current?.focus();
  }, [page.state]);

  const title = page.state === 'open' ? t.invitation.invites(page.view.company_name) : t.invitation.title;
  return (
    <PageShell title={title}>
      {page.state === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-gray-800">
          <Spinner /> {t.invitation.opening}
        </p>
      )}
      {page.state === 'invalid' && (
        <p ref={messageRef} tabIndex={-1} role="alert" className="text-lg font-semibold text-red-800">
          {translate(AGENT_MESSAGES.linkInvalid)}
        </p>
      )}
      {page.state === 'open' && (
        <OpenInvitation view={page.view} token={token} onAnswered={onAnswered} onStale={read} />
      )}
      {page.state === 'answered' && <InvitationAnswer answer={page.answer} messageRef={messageRef} />}
    </PageShell>
  );
}
