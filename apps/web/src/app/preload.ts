import { TOKEN_STORAGE_KEY, isTokenUsable } from '../lib/auth/token';

/** The dashboard's page module; one import, shared by the router's preload and HomePage. */
export const loadDashboardPage = () => import('../features/dashboard/DashboardPage');

/**
 * "/" for someone with a stored session: the dashboard's code starts loading with the home
 * route's, not after it (and after the session check), so code and data arrive together.
 */
export function preloadHome(): void {
  if (isTokenUsable(localStorage.getItem(TOKEN_STORAGE_KEY))) void loadDashboardPage();
}
