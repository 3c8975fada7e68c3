/**
 * Moving through a page by keyboard alone, as a person without a mouse does: Tab and Shift+Tab
 * until a control has the focus, arrows through a list or a calendar, and what the focused control
 * looks like (its focus ring). Used by keyboard.e2e.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MONTHS } from './helpers.ts';
import { WAIT } from './work-helpers.ts';

/** Whether `target` is the page's focused element. */
export async function isFocused(target: Locator): Promise<boolean> {
  if ((await target.count()) !== 1) return false;
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** What has the focus, for a failure's message: its tag, role and name. */
export async function focusedElement(page: Page): Promise<string> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return 'nothing (the page itself)';
  return focused.first().evaluate((element) => {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? ''}> ${name}`;
  });
}

/** The name a screen reader gives the focused element (its aria-label, else its text). */
export async function focusedName(page: Page): Promise<string> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return '';
  return focused
    .first()
    .evaluate((element) => String(element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''));
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses.
 * Answers how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<number> {
  const control = target.first();
  await control.waitFor({ state: 'visible', timeout: WAIT.timeout });
  // Two round trips a press: the key, then whether the control has the focus.
  const hasFocus = () => control.evaluate((element) => element === element.ownerDocument.activeElement);
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus()) {
      if (process.env.KEYBOARD_TRACE)
        console.log(`${presses} × ${back ? 'Shift+Tab' : 'Tab'} to ${String(target)}`);
      return presses;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${max} presses of Tab did not reach ${String(target)}; the focus is on ${await focusedElement(page)}`,
  );
}

/**
 * On a freshly loaded page, jumps past the top bar and the sidebar as a keyboard user does: the
 * first Tab shows the skip link, Enter moves the focus to the page's content.
 */
export async function skipToMain(page: Page): Promise<void> {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await tabTo(page, skip, { max: 1 });
  await focusRingShown(page);
  await page.keyboard.press('Enter');
  await focusIsOn(page.getByRole('main'));
}

/** Whether the focus is inside `container` (a dialog that traps it). */
export async function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => Boolean(element.contains(element.ownerDocument.activeElement)));
}

/** Waits until `target` has the focus (after a dialog opens or closes). */
export async function focusIsOn(target: Locator): Promise<void> {
  await expect
    .poll(() => isFocused(target), WAIT)
    .toBe(true)
    .catch(async () => {
      throw new Error(
        `${String(target)} never had the focus; it is on ${await focusedElement(target.page())}`,
      );
    });
}

/**
 * The focused element shows where the focus is, as the browser paints it (getComputedStyle): an
 * outline or a box shadow (buttons, links, calendar days), or for a field, whose focus Mantine
 * draws as its border, a border in the theme's primary colour.
 */
export async function focusRingShown(page: Page): Promise<void> {
  const focused = page.locator(':focus');
  const ring = async () => {
    if ((await focused.count()) === 0) return null;
    return focused.first().evaluate((element) => {
      const document = element.ownerDocument;
      const view = document.defaultView!;
      const style = view.getComputedStyle(element);
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const primary = view.getComputedStyle(probe).color;
      probe.remove();
      return {
        outline: String(`${style.outlineStyle} ${style.outlineWidth}`),
        shadow: String(style.boxShadow),
        border: String(style.borderColor),
        visible: Boolean(
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none' ||
          (element.matches('.mantine-Input-input') && style.borderColor === primary),
        ),
      };
    });
  };
  // A field's border fades to its focus colour (Mantine's 100 ms transition).
  await expect
    .poll(async () => (await ring())?.visible, { timeout: 1_000, interval: 50 })
    .toBe(true)
    .catch(async () => {
      throw new Error(`No focus ring on ${await focusedElement(page)}: ${JSON.stringify(await ring())}`);
    });
}

/**
 * Picks `option` in the focused select by keyboard: ArrowDown opens its list, the arrows move
 * through it (the option the input points at with aria-activedescendant), Enter chooses.
 */
export async function chooseWithArrows(page: Page, select: Locator, option: RegExp): Promise<void> {
  expect(await isFocused(select), 'the select has the focus').toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => select.getAttribute('aria-expanded'), WAIT).toBe('true');
  for (let presses = 0; presses < 20; presses += 1) {
    const active = await select.getAttribute('aria-activedescendant');
    const name = active ? await page.locator(`[id="${active}"]`).textContent() : '';
    if (name && option.test(name)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrows did not reach ${String(option)}`);
}

function isoOf(name: string): string | null {
  const match = /^(\d{1,2}) (\w+) (\d{4})$/.exec(name);
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!) + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/**
 * Picks `day` in the date picker whose button has the focus: Enter opens the calendar (the focus
 * moves into it), Tab reaches its days, Next month moves on, the arrows walk to the day, Enter
 * picks it.
 */
export async function pickDayWithKeys(page: Page, field: Locator, day: string): Promise<void> {
  expect(await isFocused(field), 'the date field has the focus').toBe(true);
  await page.keyboard.press('Enter');
  const calendar = page.locator('[data-dates-dropdown]');
  await calendar.waitFor({ state: 'visible', timeout: WAIT.timeout });
  const focusedDay = async () => isoOf(await focusedName(page));
  // The month shown, from the header's month control ('December 2026'), as '2026-12'.
  const monthControl = calendar.getByRole('button', { name: 'Choose a month' });
  const shownMonth = async () => isoOf(`1 ${(await monthControl.textContent())?.trim()}`)?.slice(0, 7);
  while ((await shownMonth())! < day.slice(0, 7)) {
    const before = await shownMonth();
    await tabTo(page, calendar.getByRole('button', { name: 'Next month' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect.poll(shownMonth, WAIT).not.toBe(before);
  }
  // Into the month's days (the calendar shows a few of the months around it too).
  for (let presses = 0; presses < 10 && !(await focusedDay()); presses += 1) await page.keyboard.press('Tab');
  let current = await focusedDay();
  expect(current, `a day of the calendar has the focus: ${await focusedElement(page)}`).not.toBeNull();
  for (let presses = 0; presses < 45 && current !== day; presses += 1) {
    await page.keyboard.press(current! < day ? 'ArrowRight' : 'ArrowLeft');
    current = await focusedDay();
  }
  expect(current).toBe(day);
  await focusRingShown(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => calendar.count(), WAIT).toBe(0);
}
