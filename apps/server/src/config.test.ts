import { describe, expect, it } from 'vitest';
import { databaseTarget, readConfig } from './config';
import { defaultDeploymentName } from './db/deployment-name';

const SMTP_URL = 'smtps://user:secret@smtp.example.com:465';
const MOLLIE_API_KEY = 'live_abcdefghijklmnopqrstuvwxyz0123';

/** The proxy and address rules hold in either mode; demo mode needs no mail or payment keys. */
const demo = (env: NodeJS.ProcessEnv) => ({ DEMO_MODE: 'true', ...env });

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

describe('DATABASE_POOL_SIZE', () => {
  const url = 'postgres://app@db.example:5432/rainbow';

  it("sizes the PostgreSQL pool, and leaves it to DEFAULT_POOL_SIZE without it", () => {
    expect(databaseTarget(readConfig(demo({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20' })))).toEqual({ kind: 'postgres', url, poolSize: 20 });
    expect(databaseTarget(readConfig(demo({ DATABASE_URL: url })))).toEqual({ kind: 'postgres', url, poolSize: undefined });
  });

  it('takes a whole number of at least one', () => {
    expect(() => readConfig(demo({ DATABASE_POOL_SIZE: '0' }))).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readConfig(demo({ DATABASE_POOL_SIZE: 'many' }))).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or the proxies’ addresses', () => {
    expect(readConfig(demo({})).TRUST_PROXY).toBe(false);
    expect(readConfig(demo({ TRUST_PROXY: 'false' })).TRUST_PROXY).toBe(false);
    expect(readConfig(demo({ TRUST_PROXY: '2' })).TRUST_PROXY).toBe(2);
    expect(readConfig(demo({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,loopback' })).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      'loopback',
    ]);
  });

  it('refuses true, which believed every forwarded address, and says what to give instead', () => {
    expect(() => readConfig(demo({ TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY[\s\S]*number of proxies/);
  });

  it('refuses what is no address', () => {
    expect(() => readConfig(demo({ TRUST_PROXY: 'proxy.example' }))).toThrow(/invalid IP address: proxy.example[\s\S]*at TRUST_PROXY/);
    expect(() => readConfig(demo({ TRUST_PROXY: '10.0.0.0/40' }))).toThrow(/TRUST_PROXY/);
  });
});

describe('PUBLIC_URL', () => {
  it('is an http or https address', () => {
    expect(readConfig(demo({ PUBLIC_URL: 'https://rainbow.example' })).PUBLIC_URL).toBe('https://rainbow.example');
    expect(() => readConfig(demo({ PUBLIC_URL: 'javascript:alert(1)' }))).toThrow(/PUBLIC_URL/);
  });
});

describe('S3_BUCKET and its settings', () => {
  it('keeps photos in the folder without a bucket, and reads the bucket’s settings with one', () => {
    expect(readConfig(demo({})).S3_BUCKET).toBeUndefined();
    expect(
      readConfig(
        demo({
          S3_BUCKET: 'photos',
          S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
          S3_REGION: 'auto',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'true',
        }),
      ),
    ).toMatchObject({ S3_BUCKET: 'photos', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: true });
    expect(readConfig(demo({ S3_BUCKET: 'photos' }))).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('refuses half a key pair, and settings without the bucket they are for', () => {
    expect(() => readConfig(demo({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }))).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => readConfig(demo({ S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toThrow(/need S3_BUCKET/);
    expect(() => readConfig(demo({ S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://minio' }))).toThrow(/S3_ENDPOINT/);
  });
});

describe('DEPLOYMENT_NAME', () => {
  it('is taken as given, or derived from the database', () => {
    expect(readConfig(demo({ DEPLOYMENT_NAME: 'dating-staging' })).DEPLOYMENT_NAME).toBe('dating-staging');
    const url = 'postgres://app@db.internal/dating';
    expect(readConfig(demo({ DATABASE_URL: url })).DEPLOYMENT_NAME).toBe(defaultDeploymentName({ kind: 'postgres', url }));
    expect(readConfig(demo({ DATA_DIR: '/srv/site' })).DEPLOYMENT_NAME).toBe(defaultDeploymentName({ kind: 'pglite', dataDir: '/srv/site/pglite' }));
  });

  it('refuses what cannot start a Redis channel name', () => {
    expect(() => readConfig(demo({ DEPLOYMENT_NAME: 'two words' }))).toThrow(/DEPLOYMENT_NAME/);
    expect(() => readConfig(demo({ DEPLOYMENT_NAME: ':x' }))).toThrow(/DEPLOYMENT_NAME/);
  });
});
