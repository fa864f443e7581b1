import { expect, type Locator, type Page } from '@playwright/test';

/** The antd select around a combobox input (found by its label or role). */
const selectAround = (combobox: Locator) =>
  combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/** An entry of the open antd select dropdown (its ARIA options are hidden duplicates), matched by its whole text. */
export const dropdownOption = (page: Page, label: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/**
 * Opens the select and chooses the entry, then waits until the select shows it. A click that lands while the
 * dropdown is still sliding in (or the dialog around it is still zooming) is repeated instead of going unnoticed.
 */
export async function chooseOption(combobox: Locator, label: string): Promise<void> {
  const page = combobox.page();
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count())) await combobox.click();
    await dropdownOption(page, label).click({ timeout: 2_000 });
    await expect(selectAround(combobox)).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
