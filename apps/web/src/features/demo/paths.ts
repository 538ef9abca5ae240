/** The demo's pages: the group's tour, and a tournament's standings as its player sees them. */
export const DEMO_PATH = '/demo';
export const demoStandingsPath = (tournamentId: number) =>
  `/demo/tournament/${tournamentId}/standings`;
