import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';

/** One section of a legal page: opening paragraphs, an optional list, then closing paragraphs. */
export interface LegalSection {
  title: string;
  paragraphs: ReactNode[];
  list?: ReactNode[];
  closing?: ReactNode[];
}

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  summary: ReactNode;
  sections: LegalSection[];
  /** Terms are cited by number ("section 5"), so their numbers are part of the heading. */
  numbered?: boolean;
}

const sectionId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const headingFor = (section: LegalSection, index: number, numbered?: boolean) =>
  numbered ? `${index + 1}. ${section.title}` : section.title;

/** The shared layout of /terms and /privacy: a contents list beside long-form text. */
export function LegalPage({ title, lastUpdated, summary, sections, numbered }: LegalPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-medium text-muted">Last updated {lastUpdated}</p>
        <p className="mt-4 text-lg text-muted">{summary}</p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[15rem_1fr] lg:items-start">
        <nav
          aria-label="On this page"
          className="rounded-2xl border border-line bg-surface-2/60 p-5 lg:sticky lg:top-24"
        >
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">On this page</p>
          <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#${sectionId(section.title)}`}
                  className="block rounded text-muted hover:text-ink"
                >
                  {headingFor(section, index, numbered)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Card className="divide-y divide-line px-5 sm:px-8">
          {sections.map((section, index) => (
            <section
              key={section.title}
              id={sectionId(section.title)}
              aria-labelledby={`${sectionId(section.title)}-title`}
              className="scroll-mt-24 py-7"
            >
              <h2
                id={`${sectionId(section.title)}-title`}
                className="text-xl font-semibold tracking-tight"
              >
                {headingFor(section, index, numbered)}
              </h2>
              <div className="mt-3 max-w-prose space-y-3 leading-relaxed text-ink/85">
                {section.paragraphs.map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
                    {section.list.map((item, i) => (
                      <li key={i}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.closing?.map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </Card>
      </div>
    </div>
  );
}
