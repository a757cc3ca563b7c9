import { useId, type ReactNode } from 'react';

export interface SectionProps {
  /** Names the section's modifier class (`cd-section--weapon`). */
  id: string;
  title: string;
  /** Trailing text of the heading row (a count, a legend). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block of the detail view, labelled by its h3 so it is a named region. */
export function Section({ id, title, aside, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      className={['cd-section', `cd-section--${id}`, className ?? ''].join(' ')}
      aria-labelledby={headingId}
    >
      <header className="cd-section__header">
        <h3 className="cd-section__title" id={headingId}>
          {title}
        </h3>
        {aside ? <div className="cd-section__aside">{aside}</div> : null}
      </header>
      {children}
    </section>
  );
}
