/**
 * The shell's numbers (shell.md section 9), read from app.json `constants` where the
 * definitions declare them, with the spec's values as the fallback.
 */
import { definitions } from '../definitions.ts';

function constant(group: string, key: string, fallback: number): number {
  const value = definitions.app.constants?.[group]?.[key];
  return typeof value === 'number' ? value : fallback;
}

export const progressTiming = {
  throttleMs: constant('progressBar', 'throttleMs', 200),
  durationMs: constant('progressBar', 'durationMs', 5000),
  hideDelayMs: constant('progressBar', 'hideDelayMs', 500),
};

export const breakpoints = {
  /** below this the sidebar is collapsed (small: max 959px) */
  medium: constant('breakpoints', 'medium', 960),
  /** below this the sidebar is an off-canvas panel */
  large: constant('breakpoints', 'large', 1200),
};
