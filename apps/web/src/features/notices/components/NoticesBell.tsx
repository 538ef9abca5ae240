import * as Menu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatShortDateTime } from '../../../lib/times';
import { useMarkNoticesRead, useNotices } from '../api/notices';

/**
 * The bell in the top bar: deadline reminders, nudges, results and alternates coming in,
 * newest first, the unread ones marked. Closing the list marks them read; choosing one opens
 * the page it is about.
 */
export function NoticesBell() {
  const navigate = useNavigate();
  const { data } = useNotices();
  const markRead = useMarkNoticesRead();
  const unread = data?.unread ?? 0;
  const notices = data?.notices ?? [];
  return (
    <Menu.Root
      onOpenChange={(open) => {
        if (!open && unread > 0) markRead.mutate();
      }}
    >
      <Menu.Trigger
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        className="relative flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-ink"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute right-0.5 top-0.5 flex min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] font-bold leading-4 text-on-danger"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[min(28rem,calc(100dvh-5rem))] w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-xl"
        >
          <Menu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
            Notifications
          </Menu.Label>
          {notices.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted">
              Nothing yet. Deadline reminders and results show up here.
            </p>
          ) : (
            notices.map((notice) => (
              <Menu.Item
                key={notice.id}
                onSelect={() => navigate(notice.link)}
                className="block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
              >
                <span className="flex items-start gap-2">
                  <span
                    aria-hidden
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      notice.read ? 'bg-transparent' : 'bg-primary',
                    )}
                  />
                  <span className="min-w-0">
                    <span className={cn('block', !notice.read && 'font-semibold')}>
                      {!notice.read && <span className="sr-only">Unread: </span>}
                      {notice.title}
                    </span>
                    <span className="mt-0.5 block text-muted">{notice.body}</span>
                    <span className="mt-0.5 block text-xs text-muted">
                      {formatShortDateTime(notice.createdAt)}
                    </span>
                  </span>
                </span>
              </Menu.Item>
            ))
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
