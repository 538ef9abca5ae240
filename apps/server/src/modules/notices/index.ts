/** The notices area's public entry: reminders, the bell's list, unsubscribe links. */
export { AlternateNotices, noticeText as alternateNoticeText } from './alternate-notices';
export { DeadlineReminders } from './deadline-reminders';
export { NoticeDelivery } from './notice-delivery';
export { NoticesJob } from './notices-job';
export { Nudges } from './nudges';
export { ResultsNotices } from './results-notices';
export { NoticeService } from './service';
export { noticeRoutes } from './routes';
export { UnsubscribeTokens } from './unsubscribe-tokens';
