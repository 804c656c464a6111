import { isApiError } from '@mandate/api-client';
import { Button, Card, InlineAlert, Skeleton, SkeletonText, Stack } from '@mandate/ui';
import type { ReactNode } from 'react';
import { page as pageStyle } from './page.css';

/**
 * The load states every screen shows the same way (docs/adding-a-screen.md "States"): a failed load
 * as an alert with the server's message and "Try again", the first load as skeletons shaped like the
 * content in a `main` with `aria-busy`. The texts are the screen's own (its catalogue entries).
 */

/** The server's message of a failed call (`null` when it sent none, or the call got no answer). */
export function serverMessageOf(error: unknown): string | null {
  return isApiError(error) ? error.serverMessage : null;
}

export interface RetryAlertProps {
  /** Why the load failed: the server's message is shown when it sent one, else `fallback`. */
  error: unknown;
  /** The screen's own text for a failed load. */
  fallback: string;
  /** The label of the retry button ("Try again"). */
  retryLabel: string;
  onRetry: () => void;
}

/** A failed load where its content would be: the server's message (or the screen's), and a button that loads again. */
export function RetryAlert({ error, fallback, retryLabel, onRetry }: RetryAlertProps) {
  return (
    <InlineAlert
      tone="critical"
      action={
        <Button size="small" variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {serverMessageOf(error) ?? fallback}
    </InlineAlert>
  );
}

/** A screen whose data failed to load: its header (when it has one in this state) above the {@link RetryAlert}. */
export function PageFailure({ header, ...alert }: RetryAlertProps & { header?: ReactNode }) {
  return (
    <main className={pageStyle}>
      {header === undefined ? (
        <RetryAlert {...alert} />
      ) : (
        <Stack gap="large">
          {header}
          <RetryAlert {...alert} />
        </Stack>
      )}
    </main>
  );
}

export interface PageSkeletonProps {
  /** The busy `main`'s name ("Loading the vacancy…"). */
  label: string;
  /** The title line's width: about the title's length. */
  titleWidth: string;
  /** A card per entry with that many lines of text. */
  cards: readonly number[];
}

/** A screen's first load: the title line and cards of text lines in a busy `main`. */
export function PageSkeleton({ label, titleWidth, cards }: PageSkeletonProps) {
  return (
    <main className={pageStyle} aria-busy="true" aria-label={label}>
      <Stack gap="large">
        <Skeleton width={titleWidth} height="heading" />
        {cards.map((lines, index) => (
          <Card key={index}>
            <SkeletonText lines={lines} />
          </Card>
        ))}
      </Stack>
    </main>
  );
}
