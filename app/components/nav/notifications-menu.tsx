import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '#app/hooks/use-t.ts';
import { type NotificationItem, notificationDate, notificationHref } from '#app/lib/notifications.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { Spinner } from '../forms/submit-button.tsx';
import { BellIcon } from '../icons.tsx';
import { useToast } from '../toast/toast-context.ts';
import { iconButtonClass } from './header-styles.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { useNotifications } from './use-notifications.ts';

const smallButton = 'rounded text-xs font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800';

function NotificationRow({ item, onRead }: { item: NotificationItem; onRead: (id: NotificationItem['id']) => void }) {
  const href = notificationHref(item.link);
  const t = useT();
  const text = (
    <>
      {item.type === 'warning' && <span className="font-semibold text-amber-800">{t.notifications.warning}</span>}
      {item.message}
    </>
  );
  return (
    <li className="border-t border-gray-200 py-2 first:border-t-0">
      <p className="text-sm text-gray-900">
        {href && 'internal' in href ? (
          <Link to={href.internal} className="hover:underline" onClick={() => onRead(item.id)}>
            {text}
          </Link>
        ) : href ? (
          <a href={href.external} rel="noopener noreferrer" className="hover:underline" onClick={() => onRead(item.id)}>
            {text}
          </a>
        ) : (
          text
        )}
      </p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <time dateTime={item.created_at} className="text-xs text-gray-700">
          {notificationDate(item.created_at)}
        </time>
        <button type="button" className={smallButton} onClick={() => onRead(item.id)}>
          {t.notifications.markRead}
        </button>
      </div>
    </li>
  );
}

/** The bell, with a green dot while updates come live and the unread count (99+ at most). */
function BellLabel({ live, count }: { live: boolean; count: number }) {
  return (
    <>
      <BellIcon />
      {live && (
        <span
          aria-hidden="true"
          data-live-dot=""
          className="absolute right-1 bottom-1 size-2 rounded-full bg-green-600 ring-2 ring-white"
        />
      )}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
}

/** The panel: its heading, 'mark all read' (one request at a time) and the unread notifications. */
function NotificationsPanel({
  items,
  loading,
  live,
  markAllRead,
  markRead,
}: Pick<ReturnType<typeof useNotifications>, 'items' | 'loading' | 'live' | 'markAllRead' | 'markRead'>) {
  const [marking, setMarking] = useState(false);
  const headingId = useId();
  const count = items.length;
  const t = useT();

  const onMarkAll = async () => {
    if (marking) return;
    setMarking(true);
    await markAllRead();
    setMarking(false);
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2 py-1">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          {t.notifications.title}
          {live && <LiveIndicator />}
        </h2>
        {count > 0 && (
          <button
            type="button"
            className={`inline-flex items-center gap-1 ${smallButton}`}
            aria-disabled={marking || undefined}
            onClick={onMarkAll}
          >
            {marking && <Spinner />}
            {t.notifications.markAllRead}
          </button>
        )}
      </div>
      {count === 0 ? (
        <p className="py-2 text-sm text-gray-700" role="status">
          {loading ? t.shell.loading : t.messages.spec.noNotifications}
        </p>
      ) : (
        <ul>
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onRead={markRead} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberNotifications() {
  const { items, loading, refresh, markAllRead, markRead, live, announcement } = useNotifications(true);
  const count = items.length;
  const t = useT();

  return (
    <>
      <NavDropdown
        label={<BellLabel live={live} count={count} />}
        accessibleLabel={`${count > 0 ? t.notifications.unread(count) : t.notifications.title}${live ? t.notifications.liveOn : ''}`}
        showChevron={false}
        align="end"
        buttonClassName={`relative ${iconButtonClass}`}
        maxHeightClass="max-h-[340px]"
        panelClassName="w-80 px-4"
        onOpenChange={(open) => {
          if (open) void refresh();
        }}
      >
        <NotificationsPanel items={items} loading={loading} live={live} markAllRead={markAllRead} markRead={markRead} />
      </NavDropdown>
      {/* Outside the panel, so it is in the page (and heard) while the bell is closed. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

function LiveIndicator() {
  const t = useT();
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-normal text-green-800"
      title={t.notifications.liveUpdates}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
      <span aria-hidden="true">{t.notifications.live}</span>
      <span className="sr-only">{t.notifications.liveUpdates}</span>
    </span>
  );
}

/** The header's bell. Notifications need login: a visitor is told so, and nothing is fetched. */
export function NotificationsMenu() {
  const { state } = useAuth();
  const toast = useToast();
  const t = useT();
  if (state.isLogged) return <MemberNotifications />;
  return (
    <button
      type="button"
      aria-label={t.notifications.title}
      title={t.notifications.title}
      className={iconButtonClass}
      onClick={() => toast.warning(SPEC_MESSAGES.loginFirst)}
    >
      <BellIcon />
    </button>
  );
}
