/** The notices area's public entry: reminders, the bell's list, unsubscribe links. */
export { DeadlineReminders } from './deadline-reminders';
export { NoticeMail } from './notice-mail';
export { NoticesJob } from './notices-job';
export { Nudges } from './nudges';
export { ResultsNotices } from './results-notices';
export { NoticeService } from './service';
export { noticeRoutes } from './routes';
export { UnsubscribeTokens } from './unsubscribe-tokens';
