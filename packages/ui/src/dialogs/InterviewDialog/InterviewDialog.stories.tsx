import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { blur, button, dialogParameters, expectTabOrder, pick, radio, textbox } from '../FormDialog/storyHelpers';
import { InterviewDialog } from './InterviewDialog';
import { interviewFixtures } from './InterviewDialog.fixtures';

const { candidateName, timeZone, typed, filled, scheduled } = interviewFixtures;

const meta = {
  title: 'Dialogs/InterviewDialog',
  component: InterviewDialog,
  args: { candidateName, timeZone, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Interview (001 §7.5, issue 16 point 4) on **FormDialog** and `useSchemaForm`: the day (**DatePicker**) and start time ' +
      '(every 15 minutes) in the user’s time zone, sent as an ISO date-time with that zone’s offset and the zone; the length; ' +
      'on site (a place), video call (a link, required) or phone; who takes part; a note. Validated by domain `interviewSchema`, ' +
      'the schema `POST /application/{id}/interview/create` and `PUT /interview/{id}/edit` parse. Given an `interview`, it ' +
      'changes it (Save). A click outside does not close it.',
  ),
} satisfies Meta<typeof InterviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (d: HTMLElement, label: RegExp = /^(Day|Tag)/) => within(d).getByRole('group', { name: label });
const firstSegment = (d: HTMLElement) => within(day(d)).getAllByRole('spinbutton')[0]!;
const time = (d: HTMLElement, label: RegExp = /Time|Uhrzeit/) => button(d, label);
const duration = (d: HTMLElement) => textbox(d, /^Duration/);
const videoLink = (d: HTMLElement) => textbox(d, /^Video link/);
const place = (d: HTMLElement) => textbox(d, /^Place/);
const participants = (d: HTMLElement) => textbox(d, /^Taking part/);
const comment = (d: HTMLElement) => textbox(d, /^Note/);

async function fill(d: HTMLElement) {
  await userEvent.click(firstSegment(d));
  await userEvent.keyboard(typed.day);
  await pick(time(d), typed.time);
  await userEvent.clear(duration(d));
  await userEvent.type(duration(d), typed.duration);
  await userEvent.click(radio(d, 'Video call'));
  await userEvent.type(videoLink(d), filled.videoLink);
  await userEvent.type(participants(d), filled.participants);
  await userEvent.type(comment(d), filled.comment);
}

const { stories, steps, kit } = formDialogStories({
  Dialog: InterviewDialog,
  name: /Schedule interview|Interview planen/,
  confirm: 'Schedule',
  cancel: 'Cancel',
  first: firstSegment,
  empty: async (d) => {
    await expect(within(d).getByText(/Interview with Sophie Weber\. Times are in your time zone, Europe\/Zurich/)).toBeVisible();
    await expect(time(d)).toHaveTextContent('09:00');
    await expect(duration(d)).toHaveValue('60');
    await expect(radio(d, 'On site')).toBeChecked();
    await expect(place(d)).toHaveValue('');
    await expect(within(d).queryByRole('textbox', { name: /^Video link/ })).toBeNull();
  },
  fill,
  kept: async (d) => {
    await expect(day(d)).toHaveTextContent('01/12/2026');
    await expect(time(d)).toHaveTextContent(typed.time);
    await expect(duration(d)).toHaveValue(typed.duration);
    await expect(radio(d, 'Video call')).toBeChecked();
    await expect(videoLink(d)).toHaveValue(filled.videoLink);
    await expect(participants(d)).toHaveValue(filled.participants);
    await expect(comment(d)).toHaveValue(filled.comment);
  },
  invalid: {
    // No day: required; the focus goes to the day.
    message: 'This field is required',
    count: 1,
    field: firstSegment,
  },
  refusedFieldErrors: {
    errors: { videoLink: 'Enter a web address starting with https://' },
    shown: 'Enter a web address starting with https://',
    field: videoLink,
  },
  refusedMessage: 'This interview has been cancelled.',
  german: {
    args: { candidateName: 'Maximiliane Schneider-Hürlimann', timeZone: 'Europe/Zurich' },
    title: 'Interview planen',
    confirm: 'Planen',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
    check: async (d) => expect(within(d).getByText(/Interview mit Maximiliane Schneider-Hürlimann/)).toBeVisible(),
  },
  keyboard: {
    trigger: 'Schedule interview',
    args: { defaultValues: { day: '2026-12-01' } },
    // From the day: Tab goes on through its segments to the time, the minutes, the kind and the texts.
    walk: async (d) => {
      await expectTabOrder([day(d), time(d), duration(d)], duration(d));
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await expect(time(d)).toHaveFocus();
    },
    enter: async (d) => {
      await expectTabOrder(
        [
          day(d),
          time(d),
          duration(d),
          radio(d, 'On site'),
          place(d),
          participants(d),
          comment(d),
          button(d, 'Cancel'),
          button(d, 'Schedule'),
        ],
        button(d, 'Schedule'),
      );
    },
    payload: {
      date: '2026-12-01T09:00:00+01:00',
      timeZone,
      durationMinutes: 60,
      kind: 'on-site',
      location: null,
      videoLink: null,
      participants: null,
      comment: null,
    },
  },
  outsideClick: { field: participants },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
// Exactly the payload `POST /application/{id}/interview/create` takes: the day and time in the interview's zone, with its offset.
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      date: '2026-12-01T14:30:00+01:00',
      timeZone: 'Europe/Zurich',
      durationMinutes: 45,
      kind: 'video',
      location: null,
      videoLink: 'https://meet.example.com/sophie-weber',
      participants: 'Erika Employer, Hans Meier (HR)',
      comment: 'Please have two references ready.',
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };

/** Changing a scheduled interview: its values in its own zone (09:00 in Zurich), Save sends the change. */
export const Edit: Story = {
  args: { interview: scheduled },
  play: async ({ args }) => {
    const d = await within(document.body).findByRole('dialog', { name: 'Change interview' });
    await expect(day(d)).toHaveTextContent('02/12/2026');
    await expect(time(d)).toHaveTextContent('09:00');
    await expect(place(d)).toHaveValue(scheduled.location);
    await pick(time(d), '10:15');
    await userEvent.click(button(d, 'Save'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...scheduled,
        date: '2026-12-02T10:15:00+01:00',
        participants: 'Erika Employer',
      }),
    );
    blur();
  },
};

/** A phone interview: neither place nor link; a refused time answered by the server stays beside the day. */
export const Phone: Story = {
  args: { defaultValues: { day: '2026-12-03', kind: 'phone' } },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(within(d).queryByRole('textbox', { name: /^Place/ })).toBeNull();
    await expect(within(d).queryByRole('textbox', { name: /^Video link/ })).toBeNull();
    await kit.confirm(d);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'phone', location: null, videoLink: null })),
    );
    blur();
  },
};
