import { Link } from 'react-router';

/**
 * The mark and the name. Below 360 px (down to WCAG's 320 px reflow width) the name is for
 * screen readers only, so the top bar fits beside the sign-in buttons or the user's menu.
 */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex items-center gap-2 font-bold tracking-tight text-ink"
    >
      <svg aria-hidden viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" fill="var(--primary)" />
        <path
          d="M24 48V14l20 8-20 8"
          fill="none"
          stroke="#f3ead7"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <ellipse cx="32" cy="50" rx="14" ry="3" fill="var(--sand)" />
      </svg>
      <span className="text-lg max-xs:sr-only">Fairway</span>
    </Link>
  );
}
