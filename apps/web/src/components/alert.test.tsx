// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

afterEach(cleanup);

describe('alert (Bootstrap markup, as react-bootstrap rendered it)', () => {
  it('is a shown alert of its variant', () => {
    render(
      <Alert variant="danger" className="mb-0" data-testid="error">
        Something failed
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('fade mb-0 alert alert-danger show');
    expect(alert.dataset.testid).toBe('error');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes by its button: tells its owner, fades out, and goes', async () => {
    const onClose = vi.fn();
    render(
      <Alert variant="success" dismissible onClose={onClose} closeLabel="Close">
        Done
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').className).toBe('fade alert alert-success alert-dismissible');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
