import type { SearchConsultantListItem } from '@mandate/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsultantLoader } from '../../widgets/ConsultantPicker';

/**
 * Helpers of the invite and select-suppliers stories (both on ConsultantStepperDialog): a fake
 * consultant list and the steps a user takes.
 */

/** A fake server for the picker: filters by name, one page after `delay` ms. */
export function fakeConsultantLoader(all: readonly SearchConsultantListItem[], delay = 20): ConsultantLoader {
  return (q) =>
    new Promise((resolve) => {
      const text = (q.search ?? q.fullName ?? '').toLowerCase();
      const rows = all.filter((c) => c.name.toLowerCase().includes(text));
      setTimeout(() => resolve({ items: rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), total: rows.length }), delay);
    });
}

export const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
export const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The row of a consultant in the picker's table, once the page has loaded. */
export async function consultantRow(d: HTMLElement, name: string) {
  const grid = await within(d).findByRole('grid');
  return within(grid).findByRole('row', { name: new RegExp(name) }, { timeout: 5000 });
}

/** Ticks a consultant in the picker; their card shows above it. */
export async function choose(d: HTMLElement, name: string) {
  await userEvent.click(within(await consultantRow(d, name)).getByRole('checkbox'));
  await expect(within(chosenGroup(d)).getByText(name)).toBeVisible();
}

/** The cards of the chosen consultants. */
export const chosenGroup = (d: HTMLElement) => within(d).getByRole('group', { name: /chosen|ausgewählt/i });

/** Goes to the next step with `label` (Continue or Preview) and waits for its heading to take the focus. */
export async function next(d: HTMLElement, label: string, heading: string | RegExp) {
  await userEvent.click(button(d, label));
  await waitFor(() => expect(within(d).getByRole('heading', { name: heading, level: 3 })).toHaveFocus());
}

/** The rich-text box of a label, once the editor's chunk and the template have loaded. */
export const richText = (d: HTMLElement, name: RegExp) => within(d).findByRole('textbox', { name }, { timeout: 15_000 });

/** Replaces the text of a rich-text box by `text`. */
export async function replaceText(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.keyboard('{Control>}a{/Control}');
  if (text === '') await userEvent.keyboard('{Backspace}');
  else await userEvent.keyboard(text);
  await waitFor(() => expect(box).toHaveTextContent(text));
}

/** Chooses a language in the texts step. */
export async function chooseLanguage(d: HTMLElement, label: RegExp, language: string) {
  await userEvent.click(within(d).getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: language }));
}

/**
 * Moves the focus to a footer button and presses Enter. The picker's table takes the focus back to
 * its focused row once after a selection made with the keyboard, so the focus is set until it stays.
 */
export async function pressEnterOn(target: HTMLElement) {
  await waitFor(async () => {
    target.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(target).toHaveFocus();
  });
  await userEvent.keyboard('{Enter}');
}
