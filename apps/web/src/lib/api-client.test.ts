import { REQUEST_TYPE_HEADER } from '@app/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setAuthenticationRequiredListener, setBannedListener } from './api-client';

/** Answers every fetch with one JSON response and records what was asked. */
function answerWith(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  setAuthenticationRequiredListener(() => {});
  setBannedListener(() => {});
});

describe('api client (SPEC §7, §8)', () => {
  it('sends the request-type header on every call, GETs that change state included', async () => {
    const calls = answerWith(200, { ok: true });
    await api('user.php', 'OkResponse');
    await api('settings.php', 'OkResponse', { query: { domain: 'example.test', skip: undefined } });
    await api('auto-like.php', 'OkResponse');
    await api('chat.php', 'OkResponse', { method: 'DELETE', body: { id: 1 } });
    expect(calls.map((call) => headersOf(call.init)[REQUEST_TYPE_HEADER])).toEqual(['app', 'app', 'app', 'app']);
    expect(calls[1]!.url).toBe('/api/settings.php?domain=example.test');
    expect(calls[3]!.init.body).toBe('{"id":1}');
  });

  it('turns an error answer into an ApiError with its code and fields', async () => {
    answerWith(400, { error: { code: 'validation_failed', message: 'bad', fields: { country: 'two letters' } } });
    const error = await api('regions.php', 'OkResponse').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields: { country: 'two letters' } });
  });

  it('keeps the values a translated message needs', async () => {
    answerWith(429, { error: { code: 'too_many_attempts', message: 'wait', params: { minutes: 15 } } });
    const error = await api('user.php', 'OkResponse', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'too_many_attempts', params: { minutes: 15 } });
  });

  it('checks answers against their contract schema in development', async () => {
    answerWith(200, { ok: true });
    await expect(api('settings.php', 'OkResponse')).resolves.toEqual({ ok: true });
    answerWith(200, { ok: 'yes' });
    await expect(api('settings.php', 'OkResponse')).rejects.toThrow(/ok/);
  });

  it('trusts the server with answers in production', async () => {
    vi.stubEnv('DEV', false);
    answerWith(200, { ok: 'yes' });
    await expect(api('settings.php', 'OkResponse')).resolves.toEqual({ ok: 'yes' });
  });

  it('takes an error body that is not the contract\'s (a proxy\'s page, an unknown code) as internal_error', async () => {
    for (const body of ['<html>Bad gateway</html>', { error: { code: 'no_such_code', message: 'x' } }, { error: { code: 'not_found' } }]) {
      answerWith(502, body);
      const error = await api('chats.php', 'OkResponse').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 502, code: 'internal_error' });
    }
  });

  it('logs out on authentication_required, except from user.php', async () => {
    const logout = vi.fn();
    setAuthenticationRequiredListener(logout);
    answerWith(403, { error: { code: 'authentication_required', message: 'log in' } });
    await api('user.php', 'OkResponse').catch(() => {});
    expect(logout).not.toHaveBeenCalled();
    await api('chats.php', 'OkResponse').catch(() => {});
    expect(logout).toHaveBeenCalledOnce();
  });

  it('reports a ban from any call, user.php included, with the end of a suspension', async () => {
    const banned = vi.fn();
    setBannedListener(banned);
    answerWith(403, { error: { code: 'banned', message: 'blocked', params: { until: '2026-05-01T12:00:00.000Z' } } });
    await api('user.php', 'OkResponse').catch(() => {});
    await api('chats.php', 'OkResponse').catch(() => {});
    expect(banned).toHaveBeenCalledTimes(2);
    expect(banned.mock.calls[0]![0]).toMatchObject({ status: 403, code: 'banned', params: { until: '2026-05-01T12:00:00.000Z' } });
  });

  it('reports an unreachable network as a retryable network_error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const error = (await api('chats.php', 'OkResponse').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('network_error');
    expect(error.retryable).toBe(true);
  });

  it('marks a failed change safe to send again by its method, or as the call says', async () => {
    answerWith(503, { error: { code: 'internal_error', message: 'down' } });
    const failure = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', repeatable?: boolean) =>
      api('like.php', 'OkResponse', { method, repeatable }).catch((e: unknown) => (e as ApiError).repeatable);
    expect([await failure('GET'), await failure('PUT'), await failure('DELETE'), await failure('POST')]).toEqual([true, true, true, false]);
    expect([await failure('POST', true), await failure('DELETE', false)]).toEqual([true, false]);

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await api('payments.php', 'OkResponse', { method: 'POST' }).catch((e: unknown) => (e as ApiError).repeatable)).toBe(false);
  });
});
