import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_NAME_PATTERN, defaultDeploymentName } from './deployment-name';

const postgres = (url: string) => defaultDeploymentName({ kind: 'postgres', url });

describe('the default deployment name', () => {
  it('is the same for every process on one database, whoever logs in', () => {
    expect(postgres('postgres://app:secret@db.internal:5432/dating')).toBe(postgres('postgres://reader@db.internal/dating?sslmode=require'));
    expect(postgres('postgres://app@db.internal/dating')).toMatch(/^dating-[0-9a-f]{10}$/);
  });

  it('differs for another database, server or port', () => {
    const names = new Set([
      postgres('postgres://app@db.internal/dating'),
      postgres('postgres://app@db.internal/dating_staging'),
      postgres('postgres://app@db2.internal/dating'),
      postgres('postgres://app@db.internal:5433/dating'),
    ]);
    expect(names.size).toBe(4);
  });

  it("is the PGlite folder's absolute path, hashed; an in-memory database is a deployment of its own", () => {
    const name = defaultDeploymentName({ kind: 'pglite', dataDir: 'data/pglite' });
    expect(defaultDeploymentName({ kind: 'pglite', dataDir: `${process.cwd()}/data/pglite` })).toBe(name);
    expect(defaultDeploymentName({ kind: 'pglite', dataDir: '/srv/other/pglite' })).not.toBe(name);
    expect(defaultDeploymentName({ kind: 'pglite' })).not.toBe(defaultDeploymentName({ kind: 'pglite' }));
  });

  it('is a valid DEPLOYMENT_NAME', () => {
    for (const name of [postgres('postgres://app@db.internal/_odd%20name'), defaultDeploymentName({ kind: 'pglite' })]) {
      expect(name).toMatch(DEPLOYMENT_NAME_PATTERN);
    }
  });
});
