import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { moduleLayers } from '../module-layers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids and messages `npm run lint` reports for `code` as if it were this file under src/. */
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const restricted = (message: string) => [{ ruleId: 'no-restricted-imports', message: expect.stringContaining(message) }];

// The fixtures are the imports apps/server/module-layers.js forbids and one it allows.
describe('the server module layers (eslint.config.js)', () => {
  it('fails an import from a higher layer', async () => {
    const code = "export { Notifier } from '../notifications/notifier';\n";
    expect(await problems('modules/likes/service.ts', code)).toEqual(restricted("'notifications' is not in a layer below 'likes'"));
  });

  it('fails an import from the same layer', async () => {
    const code = "export { SearchService } from '../search/service';\n";
    expect(await problems('modules/likes/service.ts', code)).toEqual(restricted("'search' is not in a layer below 'likes'"));
  });

  it("fails an import of another module's repo.ts, even from a lower layer", async () => {
    const code = "export { insertLike } from '../likes/repo';\n";
    expect(await problems('modules/chat/service.ts', code)).toEqual(restricted("A module's repo.ts is its own"));
  });

  it('fails a dynamic import, which the layer rule could not see', async () => {
    const code = "export const chat = () => import('../chat/service');\n";
    expect(await problems('modules/users/service.ts', code)).toEqual([
      { ruleId: 'no-restricted-syntax', message: expect.stringContaining('Modules import statically') },
    ]);
  });

  it('fails a platform file importing a module', async () => {
    const code = "export { siteLocale } from '../../modules/site/service';\n";
    expect(await problems('platform/mail/mail-sender.ts', code)).toEqual(restricted('The platform imports no module.'));
  });

  it("passes imports from lower layers and the module's own repo", async () => {
    const code = [
      "export { isBlockedEitherWay } from '../members/blocks';",
      "export { findAccount } from '../users/accounts';",
      "export { insertLike } from './repo';",
      '',
    ].join('\n');
    expect(await problems('modules/likes/service.ts', code)).toEqual([]);
  });

  it('is the table docs/server-modules.md writes down', () => {
    const rows = readFileSync(`${root}docs/server-modules.md`, 'utf8').matchAll(/^\| ([a-z ]+) \| ([a-z, -]+) \|/gm);
    const documented = [...rows].map(([, name, modules]) => ({ name, modules: modules!.split(', ').sort() }));
    expect(documented).toEqual(moduleLayers.map(({ name, modules }) => ({ name, modules: [...modules].sort() })));
  });
});
