import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, DEFAULT_THEME_COLOURS, readableOn, textOn, ThemeColours, themeCss, themeVariables } from './theme-colours';

describe('contrastRatio', () => {
  it('follows WCAG 2: black on white is 21:1, a colour on itself 1:1, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1eaddb', '#1eaddb')).toBe(1);
    // The issue's measurement: white on the SPEC's secondary.
    expect(contrastRatio('#ffffff', '#1eaddb')).toBeCloseTo(2.6, 1);
  });
});

describe('textOn', () => {
  it('keeps white on the SPEC red and puts black on the light blue, yellow and green', () => {
    expect(textOn('#d50918')).toBe('#ffffff');
    expect(textOn('#1eaddb')).toBe('#000000');
    expect(textOn('#ffc107')).toBe('#000000');
    expect(textOn('#76a61e')).toBe('#000000');
  });
});

describe('readableOn', () => {
  it('leaves a colour that already reads alone and darkens one that does not, by the least needed', () => {
    expect(readableOn('#d50918', '#ffffff')).toBe('#d50918');
    const blue = readableOn('#1eaddb', '#ffffff');
    expect(contrastRatio(blue, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(blue, '#ffffff')).toBeLessThan(5);
  });
});

describe('themeVariables', () => {
  // Colours an operator might pick, from the palest to the darkest, the mid-greys that are hardest.
  const samples = ['#ffffff', '#ffeb3b', '#7b1fa2', '#777777', '#808080', '#1eaddb', '#00ff00', '#000000', '#ff00ff'];

  it.each(samples)('reaches AA for every text it derives from %s', (colour) => {
    const variables = themeVariables(ThemeColours.parse({ primary: colour, secondary: colour }));
    for (const state of ['', '-hover', '-active']) {
      expect(contrastRatio(variables[`--app-primary${state}`]!, variables['--app-primary-contrast']!)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    for (const background of ['#ffffff', '#f8f9fa']) {
      expect(contrastRatio(variables['--app-secondary-text']!, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(variables['--app-secondary-text-hover']!, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    expect(contrastRatio(variables['--app-primary-text-emphasis']!, variables['--app-primary-bg-subtle']!)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
  });

  it('keeps the SPEC colours as they are for every site without its own', () => {
    const variables = themeVariables(ThemeColours.parse({}));
    expect(variables['--app-primary']).toBe(DEFAULT_THEME_COLOURS.primary);
    expect(variables['--app-secondary']).toBe('#1eaddb');
    expect(variables['--app-unread-messages']).toBe('#1eaddb');
    expect(variables['--app-primary-rgb']).toBe('213, 9, 24');
  });

  it('writes one rule of them for a selector', () => {
    const css = themeCss(ThemeColours.parse({ primary: '#7B1FA2' }), 'html:root');
    expect(css).toMatch(/^html:root\{--app-primary:#7b1fa2;/);
    expect(css.endsWith('}')).toBe(true);
  });
});

describe('ThemeColours', () => {
  it('accepts six-digit hex colours and refuses anything else with a message', () => {
    expect(ThemeColours.safeParse({ primary: '#A1b2C3' }).success).toBe(true);
    for (const wrong of ['red', '#abc', '#12345g', 'd50918', '#d50918; color: red', 'url(x)']) {
      const result = ThemeColours.safeParse({ primary: wrong });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must be a colour like #d50918');
    }
  });
});
