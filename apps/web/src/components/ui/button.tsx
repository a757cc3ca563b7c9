import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from './icons.js';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  icon?: IconName;
  /** Icon-only buttons must still carry an accessible name (aria-label). */
  iconOnly?: boolean;
  block?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the design system. */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  iconOnly = false,
  block = false,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'btn',
    `btn--${variant}`,
    `btn--${size}`,
    iconOnly ? 'btn--icon' : '',
    block ? 'btn--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      // A hover hint names an icon-only button that has no native tooltip (button.css).
      data-hint={iconOnly && !rest.title ? rest['aria-label'] : undefined}
      {...rest}
    >
      {icon ? <Icon name={icon} className="btn__icon" /> : null}
      {iconOnly ? null : children}
    </button>
  );
}
