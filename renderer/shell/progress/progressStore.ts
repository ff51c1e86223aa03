/**
 * The page progress bar of shell.md sections 4 and 9: started, increased, paused, finished,
 * and red on failure. Shown only when loading outlasts the throttle (200 ms), creeps towards
 * full over the duration (5000 ms), and stays at full for the hide delay (500 ms) before it goes.
 */
import { create } from 'zustand';
import { progressTiming } from '../shellConstants.ts';

export type ProgressStatus = 'idle' | 'started' | 'paused' | 'finished';

interface ProgressState {
  status: ProgressStatus;
  visible: boolean;
  percent: number;
  failed: boolean;
  /** loads in flight; the bar finishes when the last one ends */
  active: number;
}

const TICK_MS = 100;
export const useProgressStore = create<ProgressState>()(() => ({ status: 'idle', visible: false, percent: 0, failed: false, active: 0 }));

let showTimer = 0;
let tickTimer = 0;
let hideTimer = 0;

function clearTimers(): void {
  window.clearTimeout(showTimer);
  window.clearInterval(tickTimer);
  window.clearTimeout(hideTimer);
}

function tick(): void {
  const state = useProgressStore.getState();
  if (state.status !== 'started') return;
  // Never reaches 100 by itself: only finish() completes the bar.
  const step = (100 * TICK_MS) / progressTiming.durationMs;
  useProgressStore.setState({ percent: Math.min(95, state.percent + step) });
}

export function startProgress(): void {
  const state = useProgressStore.getState();
  useProgressStore.setState({ active: state.active + 1 });
  if (state.status === 'started') return;
  clearTimers();
  useProgressStore.setState({ status: 'started', percent: 0, failed: false, visible: false });
  showTimer = window.setTimeout(() => useProgressStore.setState({ visible: true }), progressTiming.throttleMs);
  tickTimer = window.setInterval(tick, TICK_MS);
}

export function increaseProgress(amount: number): void {
  const state = useProgressStore.getState();
  if (state.status === 'idle' || state.status === 'finished') return;
  useProgressStore.setState({ percent: Math.min(95, state.percent + amount) });
}

export function pauseProgress(): void {
  if (useProgressStore.getState().status === 'started') useProgressStore.setState({ status: 'paused' });
}

export function resumeProgress(): void {
  if (useProgressStore.getState().status === 'paused') useProgressStore.setState({ status: 'started' });
}

export function finishProgress(options: { failed?: boolean } = {}): void {
  const state = useProgressStore.getState();
  const active = Math.max(0, state.active - 1);
  useProgressStore.setState({ active, failed: state.failed || !!options.failed });
  if (active > 0 && !options.failed) return;
  clearTimers();
  const failed = useProgressStore.getState().failed;
  // A load shorter than the throttle never showed the bar; a failure always shows it, red.
  const visible = state.visible || failed;
  useProgressStore.setState({ status: 'finished', percent: 100, visible, active: 0 });
  hideTimer = window.setTimeout(() => useProgressStore.setState({ status: 'idle', visible: false, percent: 0, failed: false }), progressTiming.hideDelayMs);
}

export function failProgress(): void {
  const state = useProgressStore.getState();
  if (state.status === 'idle' || state.status === 'finished') useProgressStore.setState({ active: 1, visible: true });
  finishProgress({ failed: true });
}
