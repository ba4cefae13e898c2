import { z } from 'zod';

/**
 * A site's theme colours (SPEC §9) and the shades the pages derive from them. The shades are
 * computed here, once per site on the server, so text meets WCAG AA (4.5:1) whatever colours an
 * operator configures: text on a colour is white or black, whichever reads; a colour used as text
 * is darkened until it reads on the page's light backgrounds.
 */

export const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #d50918');
export type HexColour = z.infer<typeof HexColour>;

/** SPEC §9's colours: every site's unless its operator sets its own. */
export const DEFAULT_THEME_COLOURS = {
  primary: '#d50918',
  secondary: '#1eaddb',
  success: '#76a61e',
  info: '#17a2b8',
  warning: '#ffc107',
  danger: '#dc3545',
  unread_messages: '#1eaddb',
} as const;

export const THEME_COLOUR_NAMES = Object.keys(DEFAULT_THEME_COLOURS) as (keyof typeof DEFAULT_THEME_COLOURS)[];
export type ThemeColourName = keyof typeof DEFAULT_THEME_COLOURS;

export const ThemeColours = z.object(
  Object.fromEntries(THEME_COLOUR_NAMES.map((name) => [name, HexColour.default(DEFAULT_THEME_COLOURS[name])])) as Record<
    ThemeColourName,
    z.ZodDefault<typeof HexColour>
  >,
);
export type ThemeColours = z.infer<typeof ThemeColours>;

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';
/** The lightest grey the pages lay text on (Bootstrap's $gray-100: the chat, the footer); white is lighter still. */
const LIGHT_BACKGROUND = '#f8f9fa';

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2's relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `other` mixed into `colour` (Sass's mix; Bootstrap's tint and shade). */
function mix(colour: string, other: string, weight: number): string {
  const [from, to] = [rgbOf(colour), rgbOf(other)];
  return hexOf(from.map((channel, index) => Math.round(channel * (1 - weight) + to[index]! * weight)) as unknown as Rgb);
}
const shade = (colour: string, weight: number) => mix(colour, BLACK, weight);
const tint = (colour: string, weight: number) => mix(colour, WHITE, weight);

/** Text on a fill of `colour`: white where it reaches AA (as Bootstrap prefers), else black, which then does. */
export function textOn(colour: string): string {
  return contrastRatio(colour, WHITE) >= AA_CONTRAST ? WHITE : BLACK;
}

/** `colour`, darkened by the least that makes it read as text on `background`. */
export function readableOn(colour: string, background: string): string {
  for (let percent = 0; percent <= 100; percent += 1) {
    const candidate = shade(colour, percent / 100);
    if (contrastRatio(candidate, background) >= AA_CONTRAST) return candidate;
  }
  return BLACK;
}

const rgbList = (hex: string) => rgbOf(hex).join(', ');

/**
 * The custom properties of one colour: the fill and the text on it, its hover and pressed fills
 * (moved away from the text's colour, so they read at least as well), the colour as text, and the
 * subtle fills, borders and text of alerts (Bootstrap 5.3's -bg-subtle, -border-subtle, -text-emphasis).
 */
function colourVariables(name: string, colour: string): [string, string][] {
  const text = textOn(colour);
  const move = text === WHITE ? shade : tint;
  const asText = readableOn(colour, LIGHT_BACKGROUND);
  const subtle = tint(colour, 0.8);
  return [
    [name, colour],
    [`${name}-rgb`, rgbList(colour)],
    [`${name}-contrast`, text],
    [`${name}-hover`, move(colour, 0.15)],
    [`${name}-active`, move(colour, 0.2)],
    [`${name}-text`, asText],
    [`${name}-text-rgb`, rgbList(asText)],
    [`${name}-text-hover`, shade(asText, 0.2)],
    [`${name}-text-emphasis`, readableOn(shade(colour, 0.6), subtle)],
    [`${name}-bg-subtle`, subtle],
    [`${name}-border-subtle`, tint(colour, 0.6)],
  ];
}

/** Every colour's custom properties, named --app-{colour}-…, as the style sheets read them (styles/_site-colours.scss). */
export function themeVariables(colours: ThemeColours): Record<string, string> {
  return Object.fromEntries(
    THEME_COLOUR_NAMES.flatMap((name) =>
      colourVariables(name.replace('_', '-'), colours[name].toLowerCase()).map(([key, value]) => [`--app-${key}`, value]),
    ),
  );
}

/** The rule that sets a site's colours on `selector`. */
export function themeCss(colours: ThemeColours, selector: string): string {
  const declarations = Object.entries(themeVariables(colours)).map(([key, value]) => `${key}:${value}`);
  return `${selector}{${declarations.join(';')}}`;
}
