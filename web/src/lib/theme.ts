import {
  createTheme,
  darken,
  defaultCssVariablesResolver,
  keys,
  luminance,
  type CSSVariablesResolver,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", sans-serif',
  // A visible ring on every focused control, keyboard or not; see the CSS variables below for
  // its colour.
  focusRing: 'auto',
  // Someone who asked their system for less motion gets none: menus, modals and notifications
  // appear and go at once (WCAG 2.3.3).
  respectReducedMotion: true,
});

/** WCAG's contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 AA for normal-size text (1.4.3). */
const AA = 4.5;

/**
 * The first of `candidates` that reads at AA on every one of `backgrounds`, else the last one
 * darkened until it does.
 */
function readable(candidates: string[], backgrounds: string[]): string {
  const passes = (color: string) => backgrounds.every((bg) => contrast(color, bg) >= AA);
  const found = candidates.find(passes);
  if (found) return found;
  let color = candidates[candidates.length - 1]!;
  for (let step = 0; step < 20 && !passes(color); step++) color = darken(color, 0.05);
  return color;
}

/**
 * Mantine's light palette with its text colours made readable (issue 28 item 3, WCAG 1.4.3):
 * shade 6 of most colours, used for filled buttons and badges under white text, for coloured
 * text and links, and the grey of dimmed text, read below 4.5:1. Each colour's filled, text and
 * outline shades become the first of shades 6 to 9 that reads at 4.5:1 with white (darkened
 * further when none does, as yellow); the light variant's text reads on its tinted background;
 * dimmed text and error messages read on white and on the grey of table stripes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const base = defaultCssVariablesResolver(resolved);
  const light: Record<string, string> = { ...base.light };
  const white = resolved.white;
  const gray = resolved.colors.gray;
  const paleGray = gray[1];
  for (const name of keys(resolved.colors)) {
    const shades = resolved.colors[name];
    if (!Array.isArray(shades) || name === 'dark' || name === 'gray') continue;
    const filled = readable([shades[6], shades[7], shades[8], shades[9]], [white]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-text`] = filled;
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readable([shades[9]], [shades[1], shades[2]]);
  }
  const primary = resolved.colors[resolved.primaryColor] ?? resolved.colors.indigo;
  light['--mantine-color-anchor'] = readable(
    [primary[6], primary[7], primary[8], primary[9]],
    [white, paleGray],
  );
  light['--mantine-color-dimmed'] = readable([gray[6], darken(gray[6], 0.1)], [white, paleGray]);
  // Placeholders are text a reader must make out too (the date pickers draw theirs as text).
  light['--mantine-color-placeholder'] = light['--mantine-color-dimmed'];
  light['--mantine-color-error'] = readable(
    [resolved.colors.red[6], resolved.colors.red[7], resolved.colors.red[8]],
    [white, paleGray],
  );
  return { ...base, light };
};

/**
 * Screens below Mantine's `sm` breakpoint (48em): phones. Where the sidebar becomes a burger,
 * modals go full screen and tables drop their secondary columns.
 */
export const BELOW_SM_QUERY = '(max-width: 47.99em)';
