/**
 * Colour arithmetic for the theme (WCAG 2 relative luminance and contrast), so that an owner's
 * accent colour and the code palette stay readable on the theme's backgrounds in light and dark
 * mode. Colours are `#rrggbb`.
 */

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

const toHex = (rgb: readonly number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` mixed toward `target` by `amount` (0: itself, 1: the target). */
function mix(colour: string, target: string, amount: number): string {
  const from = channels(colour);
  const to = channels(target);
  return toHex(from.map((c, i) => c + (to[i]! - c) * amount));
}

/**
 * `colour` itself when it reads on `background` with at least `ratio`; otherwise the least
 * change of it that does: mixed toward black on a light background, toward white on a dark one
 * (keeping its hue as far as it can). Every background here has a colour at the end that passes.
 */
export function readableOn(background: string, colour: string, ratio: number): string {
  if (contrast(colour, background) >= ratio) return colour;
  const target = luminance(background) > 0.18 ? '#000000' : '#ffffff';
  let [low, high] = [0, 1];
  for (let step = 0; step < 16; step++) {
    const middle = (low + high) / 2;
    if (contrast(mix(colour, target, middle), background) >= ratio) high = middle;
    else low = middle;
  }
  return mix(colour, target, high);
}
