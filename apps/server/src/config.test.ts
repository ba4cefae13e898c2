import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or the proxies’ addresses', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      'loopback',
    ]);
  });

  it('refuses true, which believed every forwarded address, and says what to give instead', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY[\s\S]*number of proxies/);
  });

  it('refuses what is no address', () => {
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/invalid IP address: proxy.example[\s\S]*at TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('PUBLIC_URL', () => {
  it('is an http or https address', () => {
    expect(readConfig({ PUBLIC_URL: 'https://rainbow.example' }).PUBLIC_URL).toBe('https://rainbow.example');
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
