// Applies the saved theme before React renders, so a dark-mode page never flashes white.
import { applyTheme, readTheme } from './lib/theme';

applyTheme(readTheme());
