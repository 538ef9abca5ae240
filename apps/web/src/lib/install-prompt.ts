/**
 * docs/rules.md, "Installable app": the prompt appears 10 seconds after the browser offers
 * installation.
 */
export const INSTALL_PROMPT_DELAY_MS = 10_000;
/** A dismissal keeps it away for 24 hours (the spec's intent; its own page did not honour it). */
export const INSTALL_PROMPT_SNOOZE_MS = 24 * 60 * 60 * 1000;
export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed-at';

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Whether the app already runs installed (a standalone window, or iOS's home-screen mode). */
export function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function wasDismissedRecently(now = Date.now()): boolean {
  const stored = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
  return Number.isFinite(stored) && stored > 0 && now - stored < INSTALL_PROMPT_SNOOZE_MS;
}

export function rememberDismissal(now = Date.now()): void {
  localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
}
