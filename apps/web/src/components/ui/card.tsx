import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading text; rendered as an h2 with the id the section is labelled by. */
  title?: ReactNode;
  titleId?: string;
  /** Trailing content of the heading row (a link, a count). */
  action?: ReactNode;
  as?: 'section' | 'article' | 'div';
  padded?: boolean;
}

/** A translucent, rounded card over the game background. */
export function Card({
  title,
  titleId,
  action,
  as: Tag = 'section',
  padded = true,
  className,
  children,
  ...rest
}: CardProps) {
  const classes = ['card', padded ? 'card--padded' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag className={classes} aria-labelledby={title && titleId ? titleId : undefined} {...rest}>
      {title ? (
        <header className="card__header">
          <h2 className="card__title" id={titleId}>
            {title}
          </h2>
          {action ? <div className="card__action">{action}</div> : null}
        </header>
      ) : null}
      {children}
    </Tag>
  );
}
