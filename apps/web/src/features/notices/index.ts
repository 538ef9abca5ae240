/**
 * What other features and the app may use from notices (docs/architecture.md, "The web's
 * structure"): the bell for the top bar.
 */
export { NoticesBell } from './components/NoticesBell';
