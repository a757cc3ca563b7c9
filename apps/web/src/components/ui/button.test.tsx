import { CONSTANTS } from '@chronicle/contract';
import { render, screen } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Button } from './button.js';

describe('Button', () => {
  it('gives an icon-only button a hover hint from its accessible name', () => {
    render(<Button icon="menu" iconOnly aria-label="Open the menu" />);
    const button = screen.getByRole('button', { name: 'Open the menu' });
    expect(button.getAttribute('data-hint')).toBe('Open the menu');
    expect(button.textContent).toBe('');
  });

  it('leaves the hint to the native tooltip when a title is set, and to the text otherwise', () => {
    render(
      <>
        <Button icon="share" iconOnly aria-label="Share" title="Share" />
        <Button icon="share">Share now</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Share' }).hasAttribute('data-hint')).toBe(false);
    expect(screen.getByRole('button', { name: 'Share now' }).hasAttribute('data-hint')).toBe(false);
  });

  // docs/reference/web-app.md#constants
  it('shows hints after the default hover delay', () => {
    // Tests run from the workspace root or from apps/web.
    const file = ['apps/web/src/components/ui/tokens.css', 'src/components/ui/tokens.css']
      .map((candidate) => resolve(process.cwd(), candidate))
      .find((candidate) => existsSync(candidate));
    const tokens = file ? readFileSync(file, 'utf8') : '';
    expect(tokens).toContain(`--hover-delay: ${CONSTANTS.defaultHoverDelayMs}ms;`);
  });
});
