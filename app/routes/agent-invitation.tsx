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
 * The link of a company's invitation e-mail. Opening it changes nothing (mail scanners
 * fetch links): the page reads what the invitation offers the visitor, who then joins,
 * accepts or refuses with a button. It is read again when the visitor logs in here.
 */
export default function AgentInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [page, setPage] = useState<Page>(token ? { state: 'loading' } : { state: 'invalid' });
  const api = useApi();
  const { state } = useAuth();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const t = useT().accountPages;
  const translate = useTranslateMessage();

  const read = useCallback(async () => {
    if (!token) return;
    const result = await api<InvitationView>(`/api/agent-invitations?token=${encodeURIComponent(token)}`, {
      handled: [404, 422],
    });
    setPage(result.ok ? { state: 'open', view: result.data } : { state: 'invalid' });
  }, [token, api]);

  // Again when the visitor logs in or out on this page (the step depends on who asks),
  // until it is answered: then the link is spent, and the answer stays on the page.
  const answered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.id is the reason to read again
  useEffect(() => {
    if (!answered.current) void read();
  }, [read, state.id]);

  useEffect(() => {
    if (page.state === 'invalid' || page.state === 'answered') messageRef.current?.focus();
  }, [page.state]);

  const title = page.state === 'open' ? t.invitation.invites(page.view.company_name) : t.invitation.title;
  const onAnswered = (answer: Answered) => {
    answered.current = true;
    setPage({ state: 'answered', answer });
  };
  const steps = { token, onAnswered, onStale: read };

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
        <div className="flex flex-col gap-6">
          <p className="text-gray-800">{t.invitation.offer(page.view.company_name)}</p>
          {page.view.step === 'join' && <JoinStep view={page.view} {...steps} />}
          {page.view.step === 'log_in' && <LogInStep view={page.view} {...steps} />}
          {page.view.step === 'accept' && <AcceptStep view={page.view} {...steps} />}
          {page.view.step === 'cannot_join' && <CannotJoinStep view={page.view} {...steps} />}
        </div>
      )}
      {page.state === 'answered' && (
        <div className="flex flex-col items-start gap-5">
          <p ref={messageRef} tabIndex={-1} role="status" className="text-lg font-semibold text-green-800">
            {page.answer.message}
          </p>
          {page.answer.next === 'log_in' && (
            <AuthDialogLink kind="login" className={primaryButton}>
              {t.logIn}
            </AuthDialogLink>
          )}
          {page.answer.next === 'my_ads' && (
            <PrefetchLink to="/my-offers" className={primaryButton}>
              {t.goToMyAds}
            </PrefetchLink>
          )}
        </div>
      )}
    </PageShell>
  );
}
