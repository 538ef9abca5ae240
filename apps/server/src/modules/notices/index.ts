/** The notices area's public entry: the alternate's notice text, the job's type, and its plugin. */
export { noticeText as alternateNoticeText } from './alternate-notices';
export type { NoticesJob } from './notices-job';
export { notices } from './plugin';
