import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const SMTP_URL = 'smtps://user:secret@smtp.example.com:465';
const MOLLIE_API_KEY = 'live_abcdefghijklmnopqrstuvwxyz0123';

describe('production or demo mode', () => {
  it('refuses production without SMTP_URL or MOLLIE_API_KEY, naming what to set', () => {
    expect(() => readConfig({})).toThrow(/Refusing to start in production without SMTP_URL and MOLLIE_API_KEY\./);
    expect(() => readConfig({ MOLLIE_API_KEY })).toThrow(/without SMTP_URL\. Production must set SMTP_URL/);
    expect(() => readConfig({ SMTP_URL })).toThrow(/without MOLLIE_API_KEY\./);
    expect(() => readConfig({ DEMO_MODE: 'false', SMTP_URL })).toThrow(/set DEMO_MODE=true or start it with npm start/);
  });

  it('runs production with both, and demo mode without them only when switched on', () => {
    expect(readConfig({ SMTP_URL, MOLLIE_API_KEY })).toMatchObject({ DEMO_MODE: false, SMTP_URL, MOLLIE_API_KEY });
    expect(readConfig({ DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
  });

  it('takes only true or false as the switch', () => {
    expect(() => readConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });
});
