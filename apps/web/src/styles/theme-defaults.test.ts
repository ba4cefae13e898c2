import { readFileSync } from 'node:fs';
import { ThemeColours, themeCss } from '@app/core';
import { describe, expect, it } from 'vitest';

describe('_theme-defaults.scss', () => {
  it('holds what the server writes for a site with SPEC §9 colours, so pages look the same without it', () => {
    const scss = readFileSync(new URL('./_theme-defaults.scss', import.meta.url), 'utf8');
    const rule = scss.split('\n').find((line) => line.startsWith(':root'));
    expect(rule).toBe(themeCss(ThemeColours.parse({}), ':root'));
  });
});
