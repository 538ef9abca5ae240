import { Link } from 'react-router';
import { FOOTER_LINK_GROUPS as LINK_GROUPS } from '../../lib/site-links';

export function LandingFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-[2fr_1fr_1fr] sm:px-6">
        <div className="max-w-sm">
          <p className="text-lg font-bold tracking-tight">Fairway</p>
          <p className="mt-2 text-sm text-muted">
            Golf pick pools for groups of friends. Fairway is not a gambling operator: entry fees
            are settled between members.
          </p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
            <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded text-muted hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} Fairway. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
