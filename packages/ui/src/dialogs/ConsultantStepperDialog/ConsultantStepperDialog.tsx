import { locales, type Id, type Locale } from '@mandate/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import type { ConsultantFilters } from '../../widgets/ConsultantPicker';
import { RichTextEditor } from '../../widgets/Editor';
import { Stepper, type StepperStep } from '../../widgets/Stepper';
import { FormErrorsAlert, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { focusFirstInvalid, type FormValues, type SchemaForm } from '../FormDialog/useSchemaForm';
import { ConsultantSelection, type ConsultantSelectionOptions } from './ConsultantSelection';
import * as styles from './ConsultantStepperDialog.css';
import { formatUnknown, messages } from './ConsultantStepperDialog.messages';
import { TemplatePreview, type RenderedPreview } from './TemplatePreview';

/** A notification template of a language (`GET /notification-template/{kind}?language=`): subject and body. */
export interface TemplateText {
  subject: string;
  body: string;
}

/** Loads the template of a language, which prefills the texts of the second step. */
export type TemplateLoader = (language: Locale) => Promise<TemplateText>;

/** What every consultant stepper edits: the chosen consultants and the notification's language. */
export type ConsultantStepperValues = { recruiters: readonly Id[]; language: Locale };

/** A text of the second step: a line (subject) or rich text (invitation text, body), prefilled from a part of the template. */
export interface TemplateField<V> {
  name: keyof V & string;
  label: string;
  kind: 'line' | 'rich';
  /** The part of the loaded template it starts with. */
  template: keyof TemplateText;
}

/** What the dialogs on the stepper take alike, and pass through to it. */
export interface ConsultantStepperCommonProps extends ConsultantSelectionOptions, Pick<FormDialogCallbacks<never>, 'onCancel' | 'isOpen'> {
  /** Admins get the picker's last-login filter and, with `onExport`, the Export (xlsx) button. @default false */
  isAdmin?: boolean;
  /** Admins' export of the consultant list with the picker's filters (the app downloads the xlsx). @default undefined */
  onExport?: (filters: ConsultantFilters) => void | Promise<void>;
}

export interface ConsultantStepperDialogProps<V extends FormValues & ConsultantStepperValues> extends ConsultantStepperCommonProps {
  /** The dialog's form (`useSchemaForm` with the call's domain schema). */
  form: SchemaForm<V>;
  title: string;
  /** The last step's button: "Send invitation", "Finish". */
  finishLabel: string;
  /** The texts step (language and template fields) with a preview after it; `null`: the first step only. */
  texts: { title: string; fields: readonly TemplateField<V>[] } | null;
  /** Loads the template of a language when the texts step is offered. @default none: texts start empty */
  loadTemplate?: TemplateLoader;
  /** Renders the notification for the first chosen consultant, from the values. @default none: the preview step says it failed */
  loadPreview?: (values: V, recipient: Id) => Promise<RenderedPreview>;
}

type TemplateState = 'loading' | 'ready' | 'failed';

/**
 * The stepper shared by "Invite search consultants" and "Select suppliers" (001 §2.5), on the
 * `Stepper` widget inside a modal: (1) choose consultants with the ConsultantPicker, their cards
 * above it; (2) the notification's language (EN/DE) and texts, prefilled from the language's
 * template; (3) the server's preview. Continue checks its step and shows its errors instead of
 * going on; Reset starts again from the default values; the last step submits the form, whose
 * refusal takes the user back to the step of a refused field. Not closed by a click outside.
 */
export function ConsultantStepperDialog<V extends FormValues & ConsultantStepperValues>({
  form,
  title,
  finishLabel,
  isAdmin = false,
  onExport: exportList,
  texts,
  loadTemplate,
  loadPreview,
  onCancel,
  isOpen = true,
  ...selection
}: ConsultantStepperDialogProps<V>) {
  const intl = useIntl();
  const onExport = isAdmin ? exportList : undefined;
  const [index, setIndex] = useState(0);
  // Bumped by Reset and by each template applied: the editors and the picker start again from the values.
  const [generation, setGeneration] = useState(0);
  const [resets, setResets] = useState(0);
  const [template, setTemplate] = useState<TemplateState>('ready');
  const [templateAttempt, setTemplateAttempt] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const [exporting, setExporting] = useState(false);
  const filters = useRef<ConsultantFilters | null>(null);
  const known = useRef(new Map((selection.knownConsultants ?? []).map((c) => [c.id, c])));
  const latest = useRef({ form, texts });
  latest.current = { form, texts };
  const language = form.values.language;

  // The texts start from the template of the chosen language: as the dialog opens, on each change of language and on Reset.
  useEffect(() => {
    if (!texts || !loadTemplate) return;
    let live = true;
    setTemplate('loading');
    loadTemplate(language).then(
      (loaded) => {
        if (!live) return;
        for (const field of latest.current.texts?.fields ?? [])
          latest.current.form.setValue(field.name, loaded[field.template] as V[typeof field.name]);
        setGeneration((n) => n + 1);
        setTemplate('ready');
      },
      () => live && setTemplate('failed'),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads again only for another language, a Reset or a retry
  }, [language, resets, templateAttempt]);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(form.formProps.ref.current);
  }, [focusRequest, form.formProps.ref]);

  // A refusal of the server names fields: go back to the first step that shows one.
  const stepFields: (keyof V & string)[][] = [['recruiters'], ...(texts ? [['language', ...texts.fields.map((f) => f.name)], []] : [])];
  const wasSubmitting = useRef(false);
  const isSubmitting = form.isSubmitting;
  const stepsNow = useRef({ stepFields, index });
  stepsNow.current = { stepFields, index };
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!finished) return;
    const { stepFields: fields, index: shown } = stepsNow.current;
    const refused = fields.findIndex((names) => names.length > 0 && !latest.current.form.isValid(names));
    if (refused >= 0 && refused < shown) setIndex(refused);
  }, [isSubmitting]);

  const checkStep = (fields: (keyof V & string)[]) => () => {
    form.touch(fields);
    if (form.isValid(fields)) return true;
    setFocusRequest((n) => n + 1);
    return false;
  };

  const reset = () => {
    form.reset();
    setGeneration((n) => n + 1);
    setResets((n) => n + 1);
  };

  // Every field is bound here, before the form's message is read: errors of fields on other steps are theirs, not the form's.
  const recruiters = form.field('recruiters');
  const languageField = form.field('language');
  const textFields = (texts?.fields ?? []).map((spec) => ({ spec, binding: form.field(spec.name) }));
  const formErrors = form.formErrors();

  const first = form.values.recruiters[0];
  const steps: StepperStep[] = [
    {
      id: 'select',
      title: intl.formatMessage(messages.selectStep),
      validate: checkStep(stepFields[0]!),
      content: (
        <ConsultantSelection
          key={resets}
          {...selection}
          knownRef={known}
          value={recruiters.value}
          onChange={recruiters.onChange}
          errorMessage={recruiters.errorMessage}
          isAdmin={isAdmin}
          filtersRef={filters}
        />
      ),
    },
    {
      id: 'texts',
      title: texts?.title ?? '',
      isHidden: !texts,
      validate: checkStep(stepFields[1] ?? []),
      content: (
        <div className={styles.step}>
          <Select
            {...languageField}
            onChange={(key) => languageField.onChange(key as Locale)}
            label={intl.formatMessage(messages.language)}
            items={locales.map((code) => ({ id: code, label: intl.formatDisplayName(code, { type: 'language' }) ?? code }))}
            isRequired
          />
          {template === 'loading' ? (
            <p role="status" className={styles.status}>
              {intl.formatMessage(messages.loadingTemplate)}
            </p>
          ) : (
            <>
              {template === 'failed' ? (
                <InlineAlert
                  tone="caution"
                  action={
                    <Button variant="secondary" size="small" onPress={() => setTemplateAttempt((n) => n + 1)}>
                      {intl.formatMessage(messages.retry)}
                    </Button>
                  }
                >
                  {intl.formatMessage(messages.templateFailed)}
                </InlineAlert>
              ) : null}
              {textFields.map(({ spec, binding }) =>
                spec.kind === 'line' ? (
                  <TextField
                    key={spec.name}
                    {...(binding as unknown as { name: string; value: string; onChange: (v: string) => void; errorMessage?: string })}
                    label={spec.label}
                    isRequired
                  />
                ) : (
                  <RichTextEditor
                    key={`${spec.name}-${generation}`}
                    label={spec.label}
                    defaultValue={binding.value as string | null}
                    onChange={(html) => binding.onChange(html as V[typeof spec.name])}
                    errorMessage={binding.errorMessage}
                    isRequired
                  />
                ),
              )}
            </>
          )}
        </div>
      ),
    },
    {
      id: 'preview',
      title: intl.formatMessage(messages.previewStep),
      isHidden: !texts,
      isPreview: true,
      content:
        first === undefined ? null : (
          <TemplatePreview
            recipientName={known.current.get(first)?.name ?? formatUnknown(intl, String(first))}
            load={() => (loadPreview ? loadPreview(form.values, first) : Promise.reject(new Error('no preview')))}
          />
        ),
    },
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step (the picker's search) sends nothing: the last step's button does.
    if (index === steps.filter((s) => !s.isHidden).length - 1) form.formProps.onSubmit(event);
    else event.preventDefault();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !form.isSubmitting) onCancel();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={form.isSubmitting}
      title={title}
      form={{ ...form.formProps, onSubmit }}
    >
      <Stepper
        steps={steps}
        activeIndex={index}
        onActiveIndexChange={setIndex}
        onFinish={() => form.formProps.ref.current?.requestSubmit()}
        onCancel={onCancel}
        onReset={reset}
        finishLabel={finishLabel}
        isPending={form.isSubmitting}
        isFooterSticky
        extraActions={
          index === 0 && onExport ? (
            <Button
              variant="secondary"
              isPending={exporting}
              onPress={async () => {
                setExporting(true);
                try {
                  await onExport(filters.current ?? ({} as ConsultantFilters));
                } finally {
                  setExporting(false);
                }
              }}
            >
              {intl.formatMessage(messages.exportList)}
            </Button>
          ) : null
        }
        message={<FormErrorsAlert errors={formErrors} />}
      />
    </Dialog>
  );
}
