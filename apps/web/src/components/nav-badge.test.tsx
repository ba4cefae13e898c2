// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavBadge } from './nav-badge';

afterEach(cleanup);

describe('navigation badge (SPEC §2: capped at 99+)', () => {
  it('shows counts up to 99 as they are', () => {
    render(<NavBadge count={99} />);
    expect(screen.getByTestId('nav-badge').textContent).toBe('99');
  });

  it('caps larger counts at 99+', () => {
    render(<NavBadge count={100} />);
    expect(screen.getByTestId('nav-badge').textContent).toBe('99+');
  });

  it('shows 0 when asked to, in the colour given', () => {
    render(<NavBadge count={0} bg="danger" />);
    const badge = screen.getByTestId('nav-badge');
    expect(badge.textContent).toBe('0');
    expect(badge.className).toContain('text-bg-danger');
  });

  it('shows nothing without a count', () => {
    render(<NavBadge />);
    expect(screen.queryByTestId('nav-badge')).toBeNull();
  });
});
