/** The public pages every visitor footer links to, grouped as the landing page shows them. */
export const FOOTER_LINK_GROUPS = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/tournaments', label: 'Tournaments' },
      { to: '/leaderboard', label: 'Leaderboard' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/contact', label: 'Contact' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
] as const;

export const FOOTER_LINKS: readonly { to: string; label: string }[] = FOOTER_LINK_GROUPS.flatMap(
  (group) => [...group.links],
);
