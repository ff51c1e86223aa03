/**
 * P4, a 200-field form: the portal's generic form against plain rjsf on the same schema, in the
 * same run, in production builds, in headless Chromium.
 *   node --import tsx scripts/bench/formRender.ts          (BENCH_RUNS=5 loads per side and CPU rate)
 * The form: 120 texts, 30 numbers, 20 selects (a fixed list), 15 dates and 15 long texts, declared
 * as a resource in the compact language and loaded with the real definitions (the same lint and
 * resolve as any module). The page is scripts/bench/fixtures/formRender: ?impl=portal draws it with
 * FormScreen and the real widget registry, ?impl=plain with @rjsf/fluentui-rc's Form, the same
 * validator (the portal's, over the precompiled check of this resource) and the same Fluent theme.
 * Each load measures
 *   - first render: from render() to the first paint that holds the last field (code, texts and
 *     validators are loaded before the clock starts);
 *   - keystrokes: a character typed twice into each of 20 text fields spread over the form, each
 *     from keydown to the first paint after its input event (the figure the goals are about), and
 *     to the first idle moment after it (settled: all the work a key causes, drawn or not);
 * once at full speed and once with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate).
 * The two sides alternate, load by load, so the machine's load weighs on both alike.
 */
import { chromium, type Browser } from 'playwright-core';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { formFields } from '../../engine/forms/formSchema.ts';
import { median, writeResult } from './benchDatabase.ts';
import { fieldKinds, startFormRenderPage, type FormRenderPage } from './formRenderPage.ts';

const runs = Number(process.env.BENCH_RUNS || 5);
const cpuRates = [1, 4] as const;
const typedFields = 20;
const charsPerField = 2;
const goals = { keystrokeP75Ms: 50, keystrokeRatio: 0.5, firstRenderRatio: 1.2 };

interface KeyPhases {
  readonly beforeInput: number;
  readonly toFrame: number;
  readonly frame: number;
}

interface LoadResult {
  readonly firstRenderMs: number;
  readonly keystrokesMs: number[];
  readonly settledMs: number[];
  readonly phases: KeyPhases[];
}

/** The text fields typed into, spread evenly over the 120 (rjsf's ids: root_<field>). */
function typedFieldIdsOf(resource: LoadedResource): string[] {
  const texts = formFields(resource).filter((name) => name.startsWith('text_'));
  const step = Math.floor(texts.length / typedFields);
  return Array.from({ length: typedFields }, (_, index) => `root_${texts[index * step]}`);
}

async function measureLoad(browser: Browser, url: string, impl: 'portal' | 'plain', cpuRate: number, typedFieldIds: readonly string[]): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  page.on('pageerror', (error) => console.error(`${impl}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) console.error(`${impl}: ${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(`${url}/?impl=${impl}`);
    await page.evaluate('window.__ready');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const firstRenderMs = (await page.evaluate('window.__mount()')) as number;
    await page.waitForTimeout(300);
    let samples = 0;
    for (const id of typedFieldIds) {
      await page.locator(`#${id}`).click();
      for (let index = 0; index < charsPerField; index++) {
        await page.keyboard.press(index % 2 ? 'b' : 'a');
        samples++;
        // The next key waits for the page to be idle again: each key is timed alone, as a typist's with pauses.
        await page.waitForFunction(`window.__settled.length >= ${samples}`, undefined, { polling: 'raf' });
      }
    }
    const keystrokesMs = (await page.evaluate('window.__latencies')) as number[];
    const settledMs = (await page.evaluate('window.__settled')) as number[];
    const phases = (await page.evaluate('window.__phases')) as KeyPhases[];
    return { firstRenderMs, keystrokesMs, settledMs, phases };
  } finally {
    await context.close();
  }
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const round = (value: number) => Math.round(value * 10) / 10;

interface SideFigures {
  readonly firstRenderMedianMs: number;
  /** the fastest load: the least disturbed by whatever else the machine runs */
  readonly firstRenderBestMs: number;
  readonly firstRenderSamplesMs: number[];
  readonly keystrokeP50Ms: number;
  readonly keystrokeP75Ms: number;
  readonly keystrokeSamples: number;
  readonly settledP75Ms: number;
  /** medians of each part of a key's time (fixtures/formRender/main.tsx) */
  readonly phasesMedianMs: KeyPhases;
}

function figures(loads: readonly LoadResult[]): SideFigures {
  const keys = loads.flatMap((load) => load.keystrokesMs);
  const settled = loads.flatMap((load) => load.settledMs);
  const first = loads.map((load) => round(load.firstRenderMs));
  const phases = loads.flatMap((load) => load.phases);
  const phaseMedian = (part: keyof KeyPhases) => round(quantile(phases.map((p) => p[part]), 0.5));
  return {
    firstRenderMedianMs: median(first),
    firstRenderBestMs: Math.min(...first),
    firstRenderSamplesMs: first,
    keystrokeP50Ms: round(quantile(keys, 0.5)),
    keystrokeP75Ms: round(quantile(keys, 0.75)),
    keystrokeSamples: keys.length,
    settledP75Ms: round(quantile(settled, 0.75)),
    phasesMedianMs: { beforeInput: phaseMedian('beforeInput'), toFrame: phaseMedian('toFrame'), frame: phaseMedian('frame') },
  };
}

let formPage: FormRenderPage | undefined;
let browser: Browser | undefined;
try {
  console.log('loading the bench resource with the definitions and building the page ...');
  formPage = await startFormRenderPage();
  const { url, resource } = formPage;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const typedFieldIds = typedFieldIdsOf(resource);

  const result: Record<string, { portal: SideFigures; plain: SideFigures }> = {};
  for (const cpuRate of cpuRates) {
    const loads = { portal: [] as LoadResult[], plain: [] as LoadResult[] };
    for (let run = 0; run < runs; run++) {
      for (const impl of ['portal', 'plain'] as const) loads[impl].push(await measureLoad(browser, url, impl, cpuRate, typedFieldIds));
      process.stdout.write(`  cpu ${cpuRate}x: load ${run + 1}/${runs}\r`);
    }
    result[`cpu${cpuRate}x`] = { portal: figures(loads.portal), plain: figures(loads.plain) };
  }

  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`\n200-field form, ${runs} loads per side; keystrokes: ${typedFields} text fields x ${charsPerField} characters per load`);
  console.log(`${''.padEnd(34)}${cell('first render ms', 17)}${cell('(best)', 8)}${cell('key p50 ms', 12)}${cell('key p75 ms', 12)}${cell('settled p75 ms', 16)}`);
  for (const [rate, sides] of Object.entries(result)) {
    const row = (name: string, side: SideFigures) =>
      console.log(`${name.padEnd(34)}${cell(String(side.firstRenderMedianMs), 17)}${cell(String(side.firstRenderBestMs), 8)}${cell(String(side.keystrokeP50Ms), 12)}${cell(String(side.keystrokeP75Ms), 12)}${cell(String(side.settledP75Ms), 16)}`);
    row(`${rate} plain rjsf (fluentui-rc)`, sides.plain);
    row(`${rate} portal generic form`, sides.portal);
    const firstRatio = sides.portal.firstRenderMedianMs / sides.plain.firstRenderMedianMs;
    const keyRatio = sides.portal.keystrokeP75Ms / sides.plain.keystrokeP75Ms;
    console.log(
      `${`${rate} portal / plain`.padEnd(34)}${cell(`${firstRatio.toFixed(2)}x`, 17)}${cell(`${(sides.portal.firstRenderBestMs / sides.plain.firstRenderBestMs).toFixed(2)}x`, 8)}${cell(`${(sides.portal.keystrokeP50Ms / sides.plain.keystrokeP50Ms).toFixed(2)}x`, 12)}${cell(`${keyRatio.toFixed(2)}x`, 12)}` +
        `${cell(`${(sides.portal.settledP75Ms / sides.plain.settledP75Ms).toFixed(2)}x`, 16)}`,
    );
    if (rate === 'cpu1x') {
      console.log(
        `  goals: keystroke p75 <= ${goals.keystrokeP75Ms} ms: ${sides.portal.keystrokeP75Ms <= goals.keystrokeP75Ms ? 'met' : 'over'}; ` +
          `<= ${goals.keystrokeRatio}x of plain: ${keyRatio <= goals.keystrokeRatio ? 'met' : 'over'}; ` +
          `first render <= ${goals.firstRenderRatio}x of plain: ${firstRatio <= goals.firstRenderRatio ? 'met' : 'over'}`,
      );
    }
  }
  // Where a key's time goes: only the middle part holds the form's work (with the wait for the
  // next frame, which the display's rhythm sets); the other two are the browser's and Fluent's,
  // alike under either form, and bound how low the ratio can go.
  console.log(`\nmedian parts of a key (ms): keydown -> input event | input event -> next frame (the form's work, the wait for the frame) | frame -> painted`);
  for (const [rate, sides] of Object.entries(result)) {
    for (const [name, side] of [['plain rjsf', sides.plain], ['portal', sides.portal]] as const) {
      const { beforeInput, toFrame, frame } = side.phasesMedianMs;
      console.log(`${`${rate} ${name}`.padEnd(34)}${cell(String(beforeInput), 8)}${cell(String(toFrame), 8)}${cell(String(frame), 8)}`);
    }
  }
  const file = writeResult('formRender', { at: new Date().toISOString(), runs, typedFields, charsPerField, goals, fields: Object.fromEntries(fieldKinds.map(([kind, count]) => [kind, count])), ...result });
  console.log(`\nwritten: ${file}`);
} finally {
  await browser?.close();
  await formPage?.stop();
}
