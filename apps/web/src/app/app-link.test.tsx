// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppLink, followAppLinks } from './app-link';

afterEach(cleanup);

/** Whether the last click reached the window with the browser's handling still due (the page load jsdom cannot do, so stopped there). */
let leftToBrowser = false;
function stopPageLoad(event: MouseEvent) {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
}

function setUp() {
  window.history.replaceState(null, '', '/members?page=2');
  const navigate = vi.fn();
  const stop = followAppLinks(navigate);
  window.addEventListener('click', stopPageLoad);
  onTestFinished(() => {
    stop();
    window.removeEventListener('click', stopPageLoad);
  });
  render(
    <>
      <AppLink to="/members/12" data-testid="card">
        <span data-testid="inside">Lukas</span>
      </AppLink>
      <AppLink to="/members?page=2" data-testid="here" />
      <AppLink to="/members/13" target="_blank" data-testid="new-tab" />
      <AppLink to="https://elsewhere.example/members/12" data-testid="elsewhere" />
      <a href="/logout" data-testid="plain">
        out
      </a>
    </>,
  );
  return navigate;
}

/** A click as the browser dispatches it; true when it was left to the browser. */
function click(testId: string, init: MouseEventInit = {}): boolean {
  document.querySelector(`[data-testid="${testId}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return leftToBrowser;
}

describe('app links', () => {
  it('are plain anchors to their path, marked for the one listener', () => {
    setUp();
    const card = document.querySelector('[data-testid="card"]')!;
    expect(card.getAttribute('href')).toBe('/members/12');
    expect(card.hasAttribute('data-app-link')).toBe(true);
  });

  it('are followed by the app, a click on what is inside them too, the address shown replaced rather than repeated', () => {
    const navigate = setUp();
    expect(click('card')).toBe(false);
    expect(click('inside')).toBe(false);
    expect(click('here')).toBe(false);
    expect(navigate.mock.calls).toEqual([
      ['/members/12', { replace: false }],
      ['/members/12', { replace: false }],
      ['/members?page=2', { replace: true }],
    ]);
  });

  it('leave new tabs, modified clicks, other buttons, other sites and plain anchors to the browser', () => {
    const navigate = setUp();
    expect(click('new-tab')).toBe(true);
    expect(click('card', { ctrlKey: true })).toBe(true);
    expect(click('card', { metaKey: true })).toBe(true);
    expect(click('card', { shiftKey: true })).toBe(true);
    expect(click('card', { button: 1 })).toBe(true);
    expect(click('elsewhere')).toBe(true);
    expect(click('plain')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leave a click a component of the page has handled already', () => {
    const navigate = setUp();
    const card = document.querySelector('[data-testid="card"]')!;
    card.addEventListener('click', (event) => event.preventDefault());
    click('card');
    expect(navigate).not.toHaveBeenCalled();
  });
});
