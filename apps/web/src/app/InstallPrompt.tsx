import { Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/Button';
import {
  INSTALL_PROMPT_DELAY_MS,
  isInstalled,
  rememberDismissal,
  wasDismissedRecently,
  type BeforeInstallPromptEvent,
} from '../lib/install-prompt';

/**
 * Offers installing Fairway as an app: only when the browser offers it, the app is not
 * installed and the offer was not dismissed in the last 24 hours; 10 seconds after the offer.
 */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOffer = (event: Event) => {
      // Keep the browser's own mini-infobar away; the prompt below replaces it.
      event.preventDefault();
      if (isInstalled() || wasDismissedRecently()) return;
      setOffer(event as BeforeInstallPromptEvent);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS);
    };
    const onInstalled = () => {
      clearTimeout(timer);
      setVisible(false);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!visible || !offer) return null;

  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // An offer can be used once; a refusal in the browser's dialog counts as a dismissal.
    if (outcome === 'dismissed') rememberDismissal();
    setVisible(false);
    setOffer(null);
  };
  const dismiss = () => {
    rememberDismissal();
    setVisible(false);
  };

  return (
    <aside
      aria-label="Install Fairway"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-lg sm:inset-x-auto sm:right-6"
    >
      <img src="/icons/icon-192.png" alt="" className="size-11 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Install Fairway</p>
        <p className="text-sm text-muted">Standings and chat one tap away, in their own window.</p>
      </div>
      <Button size="sm" onClick={() => void install()}>
        <Download aria-hidden className="size-4" />
        Install
      </Button>
      <Button variant="ghost" size="sm" aria-label="Not now" onClick={dismiss}>
        <X aria-hidden className="size-4" />
      </Button>
    </aside>
  );
}
