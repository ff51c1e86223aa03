/** Every theme of the style switcher gives its text on its backgrounds AA contrast (4.5:1). */
import { describe, expect, it } from 'vitest';
import { contrastRatio, failingPairs } from '../../renderer/theme/contrast.ts';
import { themeColours, themeFor, themeIds } from '../../renderer/theme/themes.ts';

describe('theme contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // The orange of theme E as declared: too light for white text (the finding).
    expect(contrastRatio('#ffffff', themeColours.e)).toBeLessThan(4.5);
  });

  it.each(themeIds)('theme %s passes AA on every text pair the portal uses', (id) => {
    expect(failingPairs(themeFor(id))).toEqual([]);
  });

  it('keeps a theme that already passes exactly as declared', () => {
    expect(themeFor('a').colorBrandBackground).toBe(themeColours.a);
  });
});
