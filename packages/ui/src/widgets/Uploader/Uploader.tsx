import { announce } from '@react-aria/live-announcer';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent as ReactDragEvent } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem, type DropOperation, type DropZoneProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_UPLOAD_BYTES, acceptAttribute, checkUploadFile, planQueue, type UploadRefusal, type UploadedFile } from '@mandate/domain';
import { Button } from '../../primitives/Button';
import { fieldStyles } from '../../primitives/Field';
import { IconButton } from '../../primitives/IconButton';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './Uploader.css';
import { formatUploaderText, messages } from './Uploader.messages';
import { countsAgainstMax, formatBytes, isAbort, resultsOf, type UploadItem } from './queue';

/** What the uploader hands the upload function besides the file. */
export interface UploadOptions {
  /** Aborted when the user cancels or removes the file, or the uploader unmounts. */
  signal: AbortSignal;
  /** Report progress as a fraction 0–1, or `null` when the total is unknown. */
  onProgress: (fraction: number | null) => void;
}

/**
 * Sends one file. The app passes api-client's XHR upload (which reports progress); stories pass
 * fakes. Reject with an `AbortError` (or api-client's `aborted` error) when the signal aborts.
 */
export type UploadFunction<T = UploadedFile> = (file: File, options: UploadOptions) => Promise<T>;

export interface UploaderProps<T = UploadedFile> {
  /** The visible label above the drop area. */
  label: string;
  /** Help text below the drop area, before the limits. @default undefined */
  description?: string;
  /** Sends one file (see {@link UploadFunction}). */
  upload: UploadFunction<T>;
  /** How many files the queue holds; 1 is single-file mode, where a new file replaces the previous one. @default Infinity */
  maxFiles?: number;
  /** Allowed extensions, e.g. `uploadTypes['candidate-document']` from domain; empty allows every known format. @default [] */
  allowedTypes?: readonly string[];
  /** Size limit per file in bytes. @default MAX_UPLOAD_BYTES (20 MB, the configured post size) */
  maxBytes?: number;
  /** Start uploading as soon as files are added; otherwise each waits in "ready" for its Upload button. @default true */
  autoUpload?: boolean;
  /** Files uploaded before (shown as uploaded, removable). @default [] */
  defaultValue?: readonly T[];
  /** How to show a stored result in the list. @default its `title`, else 'file' */
  nameOf?: (result: T) => string;
  /** Size of a stored result in bytes. @default its `size`, else 0 */
  sizeOf?: (result: T) => number;
  /** Called with the uploaded results whenever they change. @default undefined */
  onChange?: (results: T[]) => void;
  /** The user-facing reason of a failed upload (e.g. the server's message), or null for "Error during the file upload". @default () => null */
  describeError?: (error: unknown) => string | null;
  /** An error from the form (e.g. required). @default undefined */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
}

type Item<T> = UploadItem<T>;
type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/**
 * Whether a native drag carries files. Every browser lists "Files" among `dataTransfer.types` for a
 * file drag (from the desktop or a file manager), whatever the files' own types; react-aria's
 * `DragTypes` only reports "Files" where the browser hides the MIME types (Safari), and the files'
 * MIME types elsewhere (Chromium, Firefox), so a rule asking it for "Files" refused every desktop
 * drag in Chromium. Text, links and HTML dragged from a page do not list "Files".
 */
const carriesFiles = (event: ReactDragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** The operation for a file drag: a copy where the source allows it (from the desktop it always does). */
const fileDropOperation = (allowed: readonly DropOperation[]): DropOperation =>
  allowed.includes('copy') ? 'copy' : (allowed[0] ?? 'cancel');

const storedName = (result: unknown) => {
  const title = (result as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : 'file';
};
const storedSize = (result: unknown) => {
  const size = (result as { size?: unknown } | null)?.size;
  return typeof size === 'number' ? size : 0;
};

/**
 * Chooses files by button, drag and drop or paste, checks type and size before sending (domain
 * rules shared with the server), uploads them through the given function with a progress bar per
 * file, and lets each upload be cancelled, retried or removed (001 §4.4, §5). A drag is accepted by
 * kind (files, whatever their type; a wrong type is refused after the drop). What happens is read
 * to screen readers with the file's name through react-aria's live announcer: files chosen, drag
 * over and away, progress at each quarter, uploaded, failed or refused (assertive), cancelled,
 * removed.
 */
export function Uploader<T = UploadedFile>({
  label,
  description,
  upload,
  maxFiles = Infinity,
  allowedTypes = [],
  maxBytes = MAX_UPLOAD_BYTES,
  autoUpload = true,
  defaultValue = [],
  nameOf = storedName,
  sizeOf = storedSize,
  onChange,
  describeError = () => null,
  errorMessage,
  isDisabled = false,
}: UploaderProps<T>) {
  const intl = useIntl();
  const id = useId();
  const single = maxFiles === 1;
  const nextKey = useRef(0);
  const newKey = () => `${id}-${nextKey.current++}`;
  const [items, setItemsState] = useState<Item<T>[]>(() =>
    defaultValue.map((result) => ({ key: newKey(), name: nameOf(result), size: sizeOf(result), state: 'success', progress: 1, result })),
  );
  const itemsRef = useRef(items);
  const setItems = useCallback((update: (items: Item<T>[]) => Item<T>[]) => {
    itemsRef.current = update(itemsRef.current);
    setItemsState(itemsRef.current);
  }, []);
  const controllers = useRef(new Map<string, AbortController>());
  // What the drag over the drop area carries, read from the native event before react-aria asks.
  const dragHasFiles = useRef(false);
  const justDropped = useRef(false);
  // The last quarter of each upload read to screen readers.
  const announcedQuarter = useRef(new Map<string, number>());
  const say = (message: string, assertiveness: 'polite' | 'assertive' = 'polite') => announce(message, assertiveness);
  const [tooMany, setTooMany] = useState<number | null>(null);
  // Upload and Try again disappear once pressed: focus then moves to the file's Cancel button.
  const rows = useRef(new Map<string, HTMLLIElement>());
  const focusAfterStart = useRef<string | null>(null);
  useEffect(() => {
    const key = focusAfterStart.current;
    if (key === null) return;
    focusAfterStart.current = null;
    [...(rows.current.get(key)?.querySelectorAll('button') ?? [])].at(-1)?.focus();
  }, [items]);

  // Report the uploaded results when they change.
  const reported = useRef(resultsOf(items));
  useEffect(() => {
    const results = resultsOf(items);
    const same = results.length === reported.current.length && results.every((r, i) => r === reported.current[i]);
    if (same) return;
    reported.current = results;
    onChange?.(results);
  }, [items, onChange]);

  // Abort what is still running when the uploader goes away.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<Item<T>>) => setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it))),
    [setItems],
  );

  /** Reads the progress at each quarter (25, 50, 75 %), not at every event. */
  const announceProgress = (key: string, name: string, fraction: number) => {
    const quarter = Math.floor(fraction * 4);
    if (quarter < 1 || quarter > 3 || quarter <= (announcedQuarter.current.get(key) ?? 0)) return;
    announcedQuarter.current.set(key, quarter);
    say(formatUploaderText(intl, 'announceProgress', { name, percent: intl.formatNumber(fraction, { style: 'percent' }) }));
  };

  const start = (key: string, file: File, { announceStart = true } = {}) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    announcedQuarter.current.delete(key);
    patch(key, { state: 'uploading', progress: 0, message: undefined });
    if (announceStart) say(formatUploaderText(intl, 'announceUploading', { name: file.name }));
    upload(file, {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (controller.signal.aborted) return;
        const progress = fraction === null ? null : Math.max(0, Math.min(1, fraction));
        patch(key, { progress });
        if (progress !== null) announceProgress(key, file.name, progress);
      },
    })
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          patch(key, { state: 'success', progress: 1, result });
          say(formatUploaderText(intl, 'announceUploaded', { name: file.name }));
        },
        (error: unknown) => {
          // A cancel or remove by the user was announced when it happened.
          if (isAbort(error, controller.signal)) {
            patch(key, { state: 'cancelled' });
            return;
          }
          const message = describeError(error) ?? intl.formatMessage(messages.failed);
          patch(key, { state: 'error', message });
          say(formatUploaderText(intl, 'announceFailed', { name: file.name, reason: message }), 'assertive');
        },
      )
      .finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
  };

  const refusalText = (refusal: UploadRefusal): string => {
    if (refusal.code === 'too-many') return formatUploaderText(intl, 'tooMany', { n: refusal.n });
    if (refusal.code === 'too-large') {
      const size = (bytes: number) => formatBytes(bytes, (n) => intl.formatNumber(n));
      return formatUploaderText(intl, 'tooLarge', { name: refusal.name, size: size(refusal.bytes), max: size(refusal.maxBytes) });
    }
    return formatUploaderText(intl, 'invalidType', { types: refusal.types ?? intl.formatMessage(messages.someTypes) });
  };

  const add = (files: readonly File[]) => {
    if (isDisabled || files.length === 0) return;
    const plan = planQueue(itemsRef.current.filter(countsAgainstMax).length, files.length, maxFiles);
    setTooMany(plan.refused?.code === 'too-many' ? plan.refused.n : null);
    if (plan.accept === 0) return;
    if (single) {
      controllers.current.forEach((controller) => controller.abort());
      controllers.current.clear();
    }
    const added: Item<T>[] = files.slice(0, plan.accept).map((file) => {
      const refusal = checkUploadFile(file, { allowed: allowedTypes, maxBytes });
      const base = { key: newKey(), name: file.name, size: file.size, progress: null };
      return refusal ? { ...base, state: 'error', message: refusalText(refusal) } : { ...base, state: 'ready', file };
    });
    setItems((list) => [...(single ? [] : list), ...added]);
    say(formatUploaderText(intl, 'announceChosen', { count: added.length, name: added[0]!.name }));
    for (const item of added)
      if (item.state === 'error')
        say(formatUploaderText(intl, 'announceFailed', { name: item.name, reason: item.message ?? '' }), 'assertive');
    // "2 files chosen" already says that the uploads start; each one's progress and result follow.
    if (autoUpload) for (const item of added) if (item.file) start(item.key, item.file, { announceStart: false });
  };

  const cancel = (key: string, name: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    patch(key, { state: 'cancelled' });
    say(formatUploaderText(intl, 'announceCancelled', { name }));
  };
  const remove = (key: string, name: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((list) => list.filter((it) => it.key !== key));
    setTooMany(null);
    say(formatUploaderText(intl, 'announceRemoved', { name }));
  };

  // Files are accepted by kind, in every browser; a wrong type is refused after the drop, with the
  // spec's message beside the file (checkUploadFile), as for a file chosen by the button.
  const onDragCapture = (event: ReactDragEvent) => {
    dragHasFiles.current = carriesFiles(event);
  };
  const onDrop = async (event: DropEvent) => {
    justDropped.current = true;
    const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    add(files);
  };

  const size = (bytes: number) => formatBytes(bytes, (n) => intl.formatNumber(n));
  const max = size(maxBytes);
  const hints = [
    allowedTypes.length > 0
      ? formatUploaderText(intl, 'hint', { types: allowedTypes.join(', '), max })
      : formatUploaderText(intl, 'hintAnyType', { max }),
    Number.isFinite(maxFiles) && !single ? formatUploaderText(intl, 'hintMax', { n: maxFiles }) : null,
  ].filter(Boolean);
  const accept = acceptAttribute(allowedTypes).split(',').filter(Boolean);
  const stateText = {
    ready: messages.ready,
    uploading: messages.uploading,
    success: messages.success,
    error: messages.error,
    cancelled: messages.cancelled,
  };

  return (
    <div
      className={styles.root}
      role="group"
      aria-labelledby={`${id}-label`}
      onDragEnterCapture={onDragCapture}
      onDragOverCapture={onDragCapture}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <DropZone
        aria-label={intl.formatMessage(messages.dropTarget)}
        isDisabled={isDisabled}
        getDropOperation={(_types, allowed) => (isDisabled || !dragHasFiles.current ? 'cancel' : fileDropOperation(allowed))}
        onDropEnter={() => {
          justDropped.current = false;
          say(formatUploaderText(intl, 'announceDragEnter', { count: single ? 1 : 2 }));
        }}
        onDropExit={() => {
          // react-aria also reports an exit right after a drop: that is no "left the area".
          if (!justDropped.current) say(intl.formatMessage(messages.announceDragLeave));
          justDropped.current = false;
        }}
        onDrop={(event) => void onDrop(event)}
        className={[styles.dropZone, errorMessage ? styles.invalid : ''].join(' ')}
      >
        <Text slot="label" className={styles.dropText}>
          {intl.formatMessage(single ? messages.dropHereSingle : messages.dropHere)}
        </Text>
        <FileTrigger
          allowsMultiple={!single}
          {...(accept.length > 0 ? { acceptedFileTypes: accept } : {})}
          onSelect={(list) => add(list ? [...list] : [])}
        >
          <Button variant="secondary" size="small" isDisabled={isDisabled}>
            {intl.formatMessage(single ? messages.chooseSingle : messages.choose)}
          </Button>
        </FileTrigger>
        <span className={styles.hint}>{[description, ...hints].filter(Boolean).join(' · ')}</span>
      </DropZone>
      {tooMany !== null ? (
        <p role="alert" className={styles.alert}>
          {formatUploaderText(intl, 'tooMany', { n: tooMany })}
        </p>
      ) : null}
      {errorMessage ? <p className={styles.alert}>{errorMessage}</p> : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage(messages.queue)}>
          {items.map((item) => (
            <li
              key={item.key}
              ref={(node) => {
                if (node) rows.current.set(item.key, node);
                else rows.current.delete(item.key);
              }}
              className={styles.item}
              data-state={item.state}
            >
              <div className={styles.itemHead}>
                <span className={styles.name} title={item.name}>
                  {item.name}
                </span>
                <span className={styles.meta}>{size(item.size)}</span>
                {/* Changes of state are announced with the file's name (announce), not by this text. */}
                <span className={styles.state}>{intl.formatMessage(stateText[item.state])}</span>
                <span className={styles.actions}>
                  {item.state === 'ready' && item.file ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={formatUploaderText(intl, 'startNamed', { name: item.name })}
                      onPress={() => {
                        focusAfterStart.current = item.key;
                        start(item.key, item.file!);
                      }}
                      isDisabled={isDisabled}
                    >
                      {intl.formatMessage(messages.start)}
                    </Button>
                  ) : null}
                  {(item.state === 'error' || item.state === 'cancelled') && item.file ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={formatUploaderText(intl, 'retryNamed', { name: item.name })}
                      onPress={() => {
                        focusAfterStart.current = item.key;
                        start(item.key, item.file!);
                      }}
                      isDisabled={isDisabled}
                    >
                      {intl.formatMessage(messages.retry)}
                    </Button>
                  ) : null}
                  {item.state === 'uploading' ? (
                    <IconButton
                      icon="close"
                      size="small"
                      label={formatUploaderText(intl, 'cancel', { name: item.name })}
                      onPress={() => cancel(item.key, item.name)}
                    />
                  ) : (
                    <IconButton
                      icon="close"
                      size="small"
                      label={formatUploaderText(intl, 'remove', { name: item.name })}
                      onPress={() => remove(item.key, item.name)}
                      isDisabled={isDisabled}
                    />
                  )}
                </span>
              </div>
              {item.state === 'uploading' ? (
                <ProgressBar
                  aria-label={formatUploaderText(intl, 'progress', { name: item.name })}
                  isIndeterminate={item.progress === null}
                  value={item.progress === null ? 0 : Math.round(item.progress * 100)}
                />
              ) : null}
              {item.state === 'error' && item.message ? <span className={styles.itemError}>{item.message}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
