// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { initEnglish } from '../test/i18n';
import { CallError } from './call-error';

beforeAll(initEnglish);
afterEach(cleanup);

describe('a failed call (SPEC §7: a visible retry once the automatic ones are spent)', () => {
  it('offers another try when the network or the server failed', () => {
    const onRetry = vi.fn();
    render(<CallError error={new ApiError(0, 'network_error', 'offline')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says why, without a button, when the server refused the request', () => {
    render(<CallError error={new ApiError(404, 'not_found', 'gone')} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no button when there is nothing to ask again', () => {
    render(<CallError error={new ApiError(503, 'internal_error', 'down')} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
