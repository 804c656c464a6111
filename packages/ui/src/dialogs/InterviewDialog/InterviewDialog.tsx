import { interviewKinds, interviewSchema, type InterviewKind, type InterviewPayload } from '@mandate/domain';
import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DatePicker } from '../../primitives/DatePicker';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { FormDialog } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm, type FieldBinding } from '../FormDialog/useSchemaForm';
import { formatIntro, messages } from './InterviewDialog.messages';
import { interviewValuesOf, zonedDateTime } from './zonedTime';

/**
 * What the form edits: the day ('YYYY-MM-DD') and the start time ('HH:MM') in `timeZone`, the length,
 * how it is held and the texts as typed. `timeZone` (the user's zone) is not a field: it goes with the payload.
 */
export type InterviewValues = {
  day: string | null;
  time: Key | null;
  timeZone: string;
  durationMinutes: number | null;
  kind: InterviewKind;
  location: string;
  videoLink: string;
  participants: string;
  comment: string;
};

export interface InterviewDialogProps {
  /** The candidate's name, named in the explanation. */
  candidateName: string;
  /** The user's IANA time zone (the browser's): the day and time are entered there, and sent with it. */
  timeZone: string;
  /**
   * The interview being changed (`PUT /interview/{id}/edit`): its values fill the form and Save
   * edits. Absent: Schedule creates one (`POST /application/{id}/interview/create`). @default undefined
   */
  interview?: Pick<InterviewPayload, 'date' | 'durationMinutes' | 'kind' | 'location' | 'videoLink' | 'participants' | 'comment'> & {
    timeZone?: string | null;
  };
  /** Values to start with (over the interview's). @default 09:00, 60 minutes, on site */
  defaultValues?: Partial<InterviewValues>;
  /** Schedules or changes the interview (`interviewSchema`'s output); reject with a `FormRefusal` to show the server's answer. */
  onSubmit: (payload: InterviewPayload) => Promise<void>;
  /** Cancel, Escape or ×. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
}

/** Start times every 15 minutes, 00:00 to 23:45, and the given one when it is off the grid. */
function timeOptions(extra: Key | null) {
  const times: string[] = [];
  for (let m = 0; m < 24 * 60; m += 15) times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  if (typeof extra === 'string' && /^\d{2}:\d{2}$/.test(extra) && !times.includes(extra)) times.push(extra);
  return times.sort().map((t) => ({ id: t, label: t }));
}

/** The form's values as the schema's input: day and time in the zone as an ISO date-time with its offset. */
const toInput = ({ day, time, ...rest }: InterviewValues) => ({
  ...rest,
  date: zonedDateTime(day, typeof time === 'string' ? time : null, rest.timeZone),
  location: rest.kind === 'on-site' ? rest.location : null,
  videoLink: rest.kind === 'video' ? rest.videoLink : null,
});

/**
 * Interview (001 §7.5; issue 16 point 4): the day and start time in the user's time zone, the
 * length, how it is held — on site (a place), video call (a link, required) or phone —, who takes
 * part, a note; Cancel/Schedule (or Save when changing one). Validated by domain `interviewSchema`,
 * the schema the create and edit calls parse; a click outside does not close it.
 */
export function InterviewDialog({
  candidateName,
  timeZone,
  interview,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: InterviewDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: interviewSchema,
    defaultValues: {
      day: null,
      time: '09:00',
      durationMinutes: 60,
      kind: 'on-site',
      location: '',
      videoLink: '',
      participants: '',
      comment: '',
      ...(interview ? interviewValuesOf(interview, timeZone) : {}),
      timeZone: interview?.timeZone ?? timeZone,
      ...defaultValues,
    } as InterviewValues,
    toInput,
    paths: { day: 'date' },
    onSubmit,
  });
  const times = useMemo(() => timeOptions(form.values.time), [form.values.time]);
  const kind = form.field('kind');
  const kindLabels: Record<InterviewKind, string> = {
    'on-site': intl.formatMessage(messages.onSite),
    video: intl.formatMessage(messages.video),
    phone: intl.formatMessage(messages.phone),
  };
  const labels = formDialogLabels(intl, {
    title: interview ? messages.editTitle : messages.createTitle,
    confirm: interview ? messages.save : messages.schedule,
    cancel: messages.cancel,
  });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <Text>{formatIntro(intl, candidateName, form.values.timeZone)}</Text>
      <DatePicker {...(form.field('day') as FieldBinding<string | null>)} label={intl.formatMessage(messages.day)} isRequired autoFocus />
      <Select {...form.field('time')} label={intl.formatMessage(messages.time)} items={times} isRequired />
      <NumberField
        {...(form.field('durationMinutes') as unknown as FieldBinding<number>)}
        label={intl.formatMessage(messages.duration)}
        minValue={5}
        maxValue={24 * 60}
        step={5}
        isRequired
      />
      <RadioGroup
        name={kind.name}
        value={kind.value}
        onChange={(key) => {
          const next = interviewKinds.find((k) => k === key);
          if (next) kind.onChange(next);
        }}
        errorMessage={kind.errorMessage}
        label={intl.formatMessage(messages.kind)}
        inline
      >
        {interviewKinds.map((code) => (
          <Radio key={code} value={code}>
            {kindLabels[code]}
          </Radio>
        ))}
      </RadioGroup>
      {form.values.kind === 'on-site' ? <TextField {...form.field('location')} label={intl.formatMessage(messages.location)} /> : null}
      {form.values.kind === 'video' ? (
        <TextField {...form.field('videoLink')} type="url" label={intl.formatMessage(messages.videoLink)} isRequired />
      ) : null}
      <TextField {...form.field('participants')} label={intl.formatMessage(messages.participants)} />
      <TextArea {...form.field('comment')} label={intl.formatMessage(messages.comment)} rows={3} />
    </FormDialog>
  );
}

export default InterviewDialog;
