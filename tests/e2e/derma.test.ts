/**
 * Risk management (derma) as the risk officer: every risk route opens with its title and no
 * placeholder; a new risk is identified through the form and its confirmation; a risk waiting
 * for its inherent assessment is rated (impact and probability, the level shown before saving)
 * and leaves the stage's list; an impact is added, renamed and deleted in the master list; the
 * home page shows the counters, the risk map and the charts; and the reports draw their tables.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { poll } from './support/browser.ts';
import { signedInPage, useE2eEnvironment } from './support/environment.ts';
import { lineCount } from './support/layoutProbes.ts';
import { chooseOption } from './support/pageActions.ts';

const env = useE2eEnvironment();
let risk: Page;

const titles: Record<string, string> = {
  '/apps/derma': 'Derma risk management',
  '/apps/derma/informations': 'Risk information',
  '/apps/derma/master/dampak': 'Impacts',
  '/apps/derma/master/dampak/new': 'New impact',
  '/apps/derma/master/dampak/1': 'Edit impact',
  '/apps/derma/master/klasifikasi': 'Risk classifications',
  '/apps/derma/master/klasifikasi/new': 'New risk classification',
  '/apps/derma/master/klasifikasi/1': 'Edit risk classification',
  '/apps/derma/master/klasifikasi_area': 'Area classifications',
  '/apps/derma/master/klasifikasi_area/new': 'New area classification',
  '/apps/derma/master/klasifikasi_area/1': 'Edit area classification',
  '/apps/derma/master/klasifikasi_topik': 'Topic classifications',
  '/apps/derma/master/klasifikasi_topik/new': 'New topic classification',
  '/apps/derma/master/klasifikasi_topik/1': 'Edit topic classification',
  '/apps/derma/master/level': 'Risk levels',
  '/apps/derma/master/level/new': 'New risk level',
  '/apps/derma/master/level/1': 'Edit risk level',
  '/apps/derma/master/parameter': 'Parameters',
  '/apps/derma/master/parameter/new': 'New parameter',
  '/apps/derma/master/parameter/1': 'Edit parameter',
  '/apps/derma/master/probabilitas': 'Probabilities',
  '/apps/derma/master/probabilitas/new': 'New probability',
  '/apps/derma/master/probabilitas/1': 'Edit probability',
  '/apps/derma/master/proses': 'Processes',
  '/apps/derma/master/proses/new': 'New process',
  '/apps/derma/master/proses/1': 'Edit process',
  '/apps/derma/master/setup': 'Risk setup',
  '/apps/derma/report/general_report': 'General risk report',
  '/apps/derma/report/mr_report': 'Risk management report',
  '/apps/derma/risk_management/efektifitas_pengendalian': 'Control effectiveness',
  '/apps/derma/risk_management/identifikasi_risiko': 'Risk identification',
  '/apps/derma/risk_management/penilaian_inheren': 'Inherent risk assessment',
  '/apps/derma/risk_management/penilaian_residual_dua': 'Residual risk assessment 2',
  '/apps/derma/risk_management/penilaian_residual_satu': 'Residual risk assessment 1',
  '/apps/derma/risk_management/tindak_lanjut': 'Risk follow-up',
  '/apps/derma/risk_management/tindak_lanjut/new': 'New risk follow-up',
};

const stage = (page: Page, segment: string) => page.locator(`[data-testid="derma-risk-stage"][data-stage="${segment}"][data-screen-state="ready"]`);

beforeAll(async () => {
  risk = await signedInPage(env, 'risk');
});

describe('risk management as the risk officer', { timeout: 120_000 }, () => {
  it('opens every risk route with its title and no placeholder', async () => {
    for (const [path, title] of Object.entries(titles)) {
      await risk.goto(`${env.server.url}${path}`);
      await risk.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await risk.getByTestId('not-built').count(), path).toBe(0);
    }
  });

  it('identifies a new risk through the form and its confirmation', async () => {
    await risk.goto(`${env.server.url}/apps/derma/risk_management/identifikasi_risiko`);
    await stage(risk, 'identifikasi_risiko').waitFor();
    await risk.getByRole('button', { name: 'New risk' }).click();
    await risk.getByRole('button', { name: 'Save', exact: true }).click();
    await risk.getByText('Judul belum diisi').first().waitFor();
    await risk.getByRole('textbox', { name: /^Risk/ }).fill('Uji risiko dari peramban');
    await chooseOption(risk, 'Office', 'Kantor Cabang Medan');
    await chooseOption(risk, 'Department', 'Manajemen Risiko');
    await risk.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = risk.getByRole('alertdialog');
    await dialog.getByText('Periksa kembali sebelum mengirimkan form?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, kirim form!' }).click();
    await dialog.getByText('Data has been created.').waitFor();
    await dialog.getByRole('button').first().click();
    const row = risk.getByTestId('derma-risk-row').filter({ hasText: 'Uji risiko dari peramban' });
    await row.getByText('Inherent assessment').waitFor();
    await row.getByText('Kantor Cabang Medan').waitFor();
  });

  it('rates a risk waiting for its inherent assessment, which then leaves the stage', async () => {
    await risk.goto(`${env.server.url}/apps/derma/risk_management/penilaian_inheren`);
    await stage(risk, 'penilaian_inheren').waitFor();
    await risk.getByTestId('list-range').getByText('1–6 of 9').waitFor();
    await risk.getByRole('button', { name: 'Export to Excel' }).waitFor();
    const first = risk.getByTestId('derma-risk-row').first();
    const title = (await first.getByRole('cell').first().innerText()).trim();
    await first.getByRole('button', { name: /^Assess inherent risk/ }).click();
    const dialog = risk.getByRole('alertdialog');
    await dialog.getByText('Periksa kembali sebelum mengirimkan form?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, kirim form!' }).click();
    await dialog.getByText('This field is required').first().waitFor();
    await dialog.getByRole('combobox', { name: 'Impact' }).selectOption({ label: '4 · Signifikan' });
    await dialog.getByRole('combobox', { name: 'Probability' }).selectOption({ label: '5 · Hampir Pasti' });
    await dialog.getByTestId('derma-level-preview').getByText('Sangat Tinggi (20)').waitFor();
    await dialog.getByRole('button', { name: 'Yes, kirim form!' }).click();
    await dialog.getByText('Data has been created.').waitFor();
    await dialog.getByRole('button').first().click();
    await expect.poll(() => risk.getByTestId('list-range').innerText(), poll).toBe('1–6 of 8');
    expect(await risk.getByTestId('derma-risk-row').filter({ hasText: title }).count()).toBe(0);

    // The risk now waits for its controls, rated Sangat Tinggi.
    await risk.goto(`${env.server.url}/apps/derma/risk_management/efektifitas_pengendalian`);
    await stage(risk, 'efektifitas_pengendalian').waitFor();
    await risk.getByRole('searchbox', { name: 'Search' }).fill(title.slice(0, 30));
    await risk.getByRole('button', { name: 'Apply' }).click();
    const moved = risk.getByTestId('derma-risk-row').filter({ hasText: title }).first();
    await moved.getByText('Sangat Tinggi').waitFor();
    await moved.getByRole('button', { name: /^Details/ }).click();
    await risk.getByTestId('derma-section-inheren').getByText('Signifikan').waitFor();
    await risk.getByRole('button', { name: 'Back to the list' }).click();
    await stage(risk, 'efektifitas_pengendalian').waitFor();
  });

  it('adds, renames and deletes an impact in the master list', async () => {
    await risk.goto(`${env.server.url}/apps/derma/master/dampak/new`);
    await risk.getByRole('textbox', { name: /^Code/ }).fill('D9');
    await risk.getByRole('textbox', { name: /^Name/ }).fill('Uji dampak');
    await risk.getByRole('spinbutton', { name: /^Value/ }).fill('3');
    await risk.getByRole('button', { name: 'Save', exact: true }).click();
    await risk.waitForURL((url) => url.pathname === '/apps/derma/master/dampak');
    await risk.getByRole('row').filter({ hasText: 'Uji dampak' }).getByRole('button', { name: /^Edit/ }).click();
    await risk.getByRole('textbox', { name: /^Name/ }).fill('Uji dampak 2');
    await risk.getByRole('button', { name: 'Save', exact: true }).click();
    await risk.waitForURL((url) => url.pathname === '/apps/derma/master/dampak');
    await risk.getByRole('row').filter({ hasText: 'Uji dampak 2' }).getByRole('button', { name: /^Delete/ }).click();
    const dialog = risk.getByRole('alertdialog');
    await dialog.getByText("You won't be able to revert this!").waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialog.getByText('Data has been deleted.').waitFor();
    await dialog.getByRole('button').first().click();
    await expect.poll(() => risk.getByRole('row').filter({ hasText: 'Uji dampak' }).count(), poll).toBe(0);
  });

  it('shows the counters, the risk map and the charts on the home page, and the reports', async () => {
    await risk.goto(`${env.server.url}/apps/derma`);
    await risk.locator('[data-testid="derma-home"][data-screen-state="ready"]').waitFor();
    await risk.getByTestId('derma-counter-total').getByText('43').waitFor();
    await risk.getByTestId('derma-risk-map').waitFor();
    await risk.getByRole('figure', { name: 'Risks by current level' }).waitFor();
    await risk.getByRole('combobox', { name: 'Year' }).selectOption('2025');
    await expect.poll(() => risk.getByTestId('derma-counter-total').locator('span').first().innerText(), poll).not.toBe('43');

    await risk.goto(`${env.server.url}/apps/derma/report/general_report`);
    await risk.locator('[data-testid="derma-report"][data-screen-state="ready"]').waitFor();
    await risk.getByRole('figure', { name: 'Risks by department' }).waitFor();
    await risk.getByTestId('derma-report-total').getByText('43').waitFor();
    await risk.goto(`${env.server.url}/apps/derma/report/mr_report`);
    await risk.locator('[data-testid="derma-report"][data-screen-state="ready"]').waitFor();
    expect(await risk.getByTestId('derma-report-row').count()).toBeGreaterThan(3);
  });

  it('lays the reports and a stage table out for reading on a desktop', async () => {
    await risk.goto(`${env.server.url}/apps/derma/report/general_report`);
    await risk.locator('[data-testid="derma-report"][data-screen-state="ready"]').waitFor();
    // The one chart spans the report, as wide as its table, not half of a two-column grid.
    const chartWidth = (await risk.getByRole('figure', { name: 'Risks by department' }).boundingBox())?.width ?? 0;
    const tableWidth = (await risk.getByRole('table', { name: 'General risk report' }).boundingBox())?.width ?? 0;
    expect(chartWidth).toBeGreaterThan(tableWidth * 0.9);
    // Every department's name reads on one line ("Satuan Pengawas Internal" took two).
    const names = risk.getByTestId('derma-report-row').locator('[data-column="label"]');
    for (const cell of await names.all()) expect(await lineCount(cell), await cell.innerText()).toBe(1);

    await risk.goto(`${env.server.url}/apps/derma/risk_management/tindak_lanjut`);
    const rows = risk.getByTestId('derma-risk-row');
    await rows.first().waitFor();
    for (const row of await rows.all()) {
      // A title takes at most two lines (it broke word by word into five), a level one line of its badge.
      const title = row.getByRole('cell').first();
      expect(await lineCount(title), await title.innerText()).toBeLessThanOrEqual(2);
      for (const badge of await row.locator('[data-level]').all()) expect(await lineCount(badge), await badge.innerText()).toBe(1);
    }
  });

  it("keeps a kaur to their own stages and department's risks", async () => {
    const kaur = await signedInPage(env, 'kaur');
    for (const path of ['/apps/derma/master/dampak', '/apps/derma/risk_management/efektifitas_pengendalian', '/apps/derma/report/general_report']) {
      await kaur.goto(`${env.server.url}${path}`);
      await expect.poll(() => kaur.locator('[data-testid="error-page"]').getAttribute('data-status'), poll).toBe('403');
    }
    await kaur.goto(`${env.server.url}/apps/derma/risk_management/penilaian_inheren`);
    await stage(kaur, 'penilaian_inheren').waitFor();
    const rows = kaur.getByTestId('derma-risk-row');
    await rows.first().waitFor();
    // Kepesertaan's risks only (or the kaur's own), each with its assessment.
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Kepesertaan');
    expect(await rows.getByRole('button', { name: /^Assess inherent risk/ }).count()).toBe(await rows.count());
  });
});
