import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { readTheme, saveTheme, type Theme } from '../../lib/theme';

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => readTheme());
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
      aria-label={`Switch to ${next} mode`}
      className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-ink"
    >
      {theme === 'dark' ? <Sun className="size-5" /> : <Moon className="size-5" />}
    </button>
  );
}
