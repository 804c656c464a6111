import type { Locale, SearchConsultantListItem } from '@mandate/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsultantLoader } from '../../widgets/ConsultantPicker';
import {
  blur,
  button,
  clearStaleAnnouncements,
  clickOutside,
  escapeCloses,
  expectPendingConfirm,
  type DialogCallbacks,
} from '../FormDialog/storyHelpers';
import type { TemplateLoader, TemplateText } from './ConsultantStepperDialog';
import type { RenderedPreview } from './TemplatePreview';

export { blur, button };

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

/**
 * The meta args of a stepper dialog's stories: the fake picker over `consultants`, the templates per
 * language, the server's rendering of the preview, and spies for the rest.
 */
export function stepperArgs<R>(
  consultants: readonly SearchConsultantListItem[],
  templates: Readonly<Record<Locale, TemplateText>>,
  rendered: (request: R) => Promise<RenderedPreview>,
) {
  return {
    loadPage: fn(fakeConsultantLoader(consultants)),
    loadTemplate: fn<TemplateLoader>(async (language) => templates[language]),
    loadPreview: fn<(request: R) => Promise<RenderedPreview>>(rendered),
    formatDate: () => '02.03.2026',
    onExport: fn(),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  };
}

/** The row of a consultant in the picker's table, once the page has loaded. */
export async function consultantRow(d: HTMLElement, name: string) {
  const table = await within(d).findByRole('table');
  return within(table).findByRole('row', { name: new RegExp(name) }, { timeout: 5000 });
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

/** A step's heading (level 3), which takes the focus when the step shows. */
export const stepHeading = (d: HTMLElement, name: string) => within(d).getByRole('heading', { name, level: 3 });

/** After the last step's confirm, whose answer never comes: pending, every other action disabled, Escape waits. */
export async function expectStepperPending(d: HTMLElement, args: DialogCallbacks, confirm: string) {
  await expectPendingConfirm(d, args, { confirm, cancel: 'Cancel' });
  for (const name of ['Back', 'Reset']) await expect(button(d, name)).toBeDisabled();
}

/**
 * The start of a stepper's Keyboard story: Tab reaches the `trigger`, Enter opens the dialog, the
 * `chosen` consultant is ticked, Enter on Continue goes on and the next step's `heading` takes the focus.
 */
export async function openWithKeyboard(
  canvasElement: HTMLElement,
  { trigger: label, dialog, chosen, heading }: { trigger: string; dialog: () => Promise<HTMLElement>; chosen: string; heading: string },
) {
  const trigger = within(canvasElement).getByRole('button', { name: label });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const d = await dialog();
  await choose(d, chosen);
  await pressEnterOn(button(d, 'Continue'));
  await waitFor(() => expect(stepHeading(d, heading)).toHaveFocus());
  return { d, trigger };
}

/** The end of a Keyboard story: Escape closes (a click outside does not) and the focus returns to the trigger. */
export async function escapeBackTo(args: DialogCallbacks, trigger: HTMLElement) {
  await escapeCloses(args, trigger);
  trigger.blur();
  clearStaleAnnouncements();
}

/** The OutsideClickKeepsIt story of a stepper: a click on the backdrop keeps the dialog and the chosen consultant. */
export async function outsideClickKeepsChoice({ args }: { args: DialogCallbacks }, dialog: () => Promise<HTMLElement>, chosen: string) {
  const d = await dialog();
  await choose(d, chosen);
  await clickOutside(args, dialog);
  await expect(within(chosenGroup(d)).getByText(chosen)).toBeVisible();
}

/** The German story's first step (an admin's): Weiter with nobody chosen explains; `between` checks more; chosen, on to `heading`. */
export async function germanFirstStep(d: HTMLElement, chosen: string, heading: string, between?: () => Promise<void>) {
  await consultantRow(d, chosen);
  await userEvent.click(button(d, 'Weiter'));
  await expect(await within(d).findByText('Wählen Sie mindestens einen Eintrag')).toBeVisible();
  await between?.();
  await choose(d, chosen);
  await next(d, 'Weiter', heading);
}
