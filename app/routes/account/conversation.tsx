import { useEffect } from 'react';
import { data, useRevalidator, useRouteLoaderData } from 'react-router';
import { AttachmentList } from '#app/components/messages/attachment-list.tsx';
import { BlockButton, ReportMessageButton } from '#app/components/messages/conversation-actions.tsx';
import { ReplyForm } from '#app/components/messages/reply-form.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { messageTime } from '#app/lib/message-time.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { HttpError } from '#core/errors.ts';
import { readConversation } from '#core/messages/inbox.ts';
import type { Route } from './+types/conversation.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One conversation of the user's (anyone else's is the not-found page). Opening it marks it read. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args);
  if (!UUID.test(args.params.id)) throw data(null, { status: 404 });
  try {
    return await readConversation(getAppContext(args.context).db, user.id, args.params.id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaDictionary(matches).accountPages.messages;
  return [...pageMeta(loaderData ? t.with(loaderData.other.name) : t.title), { name: 'robots', content: 'noindex' }];
}

export default function Conversation({ loaderData: thread }: Route.ComponentProps) {
  useUnreadCountRefresh(thread.id);
  const t = useT().accountPages.messages;
  return (
    <div className="flex flex-col gap-6">
      <p>
        <PrefetchLink to="/messages" className="font-semibold text-accent-700 underline underline-offset-4">
          {t.all}
        </PrefetchLink>
      </p>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900">{t.with(thread.other.name)}</h1>
        {thread.offer && (
          <p className="text-gray-800">
            {t.about}{' '}
            <PrefetchLink
              to={`/offers/${thread.offer.slug}`}
              className="font-semibold text-accent-700 underline underline-offset-4"
            >
              {thread.offer.title}
            </PrefetchLink>
          </p>
        )}
        {thread.other.is_guest && <p className="text-sm text-gray-700">{t.guest}</p>}
      </div>
      <ol className="flex flex-col gap-3" aria-label={t.title}>
        {thread.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      {thread.blocked ? (
        <p className="text-gray-800">{t.youBlocked(thread.other.name)}</p>
      ) : (
        <ReplyForm conversationId={thread.id} />
      )}
      {thread.other.id && <BlockButton userId={thread.other.id} name={thread.other.name} blocked={thread.blocked} />}
    </div>
  );
}

/**
 * The side menu's unread count is loaded alongside this page, before opening the thread
 * marked it read: load it again once, when it still counts something.
 */
function useUnreadCountRefresh(threadId: string) {
  const layout = useRouteLoaderData<{ unread: number }>('routes/account/layout');
  const { revalidate } = useRevalidator();
  const stale = (layout?.unread ?? 0) > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened thread, not on every count change
  useEffect(() => {
    if (stale) void revalidate();
  }, [threadId]);
}

type Message = Route.ComponentProps['loaderData']['messages'][number];

/**
 * One message: who sent it and when, its text, the ad it offers and its attachments;
 * only someone else's message can be reported. The user's own sit on the other side.
 */
function MessageItem({ message }: { message: Message }) {
  const t = useT().accountPages.messages;
  const language = useLanguage();
  return (
    <li
      className={`max-w-prose rounded-lg border p-4 ${message.from_me ? 'self-end border-accent-200 bg-accent-50' : 'self-start border-gray-200 bg-white'}`}
    >
      <p className="text-sm text-gray-700">
        <span className="font-semibold text-gray-900">{message.from_me ? t.you : message.sender_name}</span>
        {' · '}
        <time dateTime={message.created_at}>{messageTime(message.created_at, language)}</time>
      </p>
      <p className="mt-1 whitespace-pre-line text-gray-900">{message.body}</p>
      {message.offered_offer && (
        <p className="mt-2 text-sm">
          {t.offeredAd}{' '}
          <PrefetchLink
            to={`/offers/${message.offered_offer.slug}`}
            className="font-semibold text-accent-700 underline underline-offset-4"
          >
            {message.offered_offer.title}
          </PrefetchLink>
        </p>
      )}
      {message.attachments.length > 0 && <AttachmentList attachments={message.attachments} />}
      {!message.from_me && <ReportMessageButton messageId={message.id} />}
    </li>
  );
}
