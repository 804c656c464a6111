import type { CancelVacancyPayload, Id } from '@mandate/domain';

import { FieldGroup } from '../FormDialog/FieldGroup';
import { Stack } from '../../primitives/Layout';
import { NEW_RATING, StarRating } from '../../widgets/StarRating';

/** A search consultant to rate: one who supplied candidates on the vacancy. */
export interface RatedConsultant {
  id: Id;
  fullName: string;
}

/** One rating as the payload of the hire and cancel calls carries it (domain `consultantRating()`). */
export type ConsultantRatingValue = CancelVacancyPayload['ratings'][number];

export interface ConsultantRatingsProps {
  /** The group's label, e.g. "Rate the search consultants who supplied candidates". */
  label: string;
  /** The consultants to rate, in the order shown. */
  consultants: readonly RatedConsultant[];
  /** The ratings given so far, in the consultants' order; a consultant not in it is not rated. */
  value: readonly ConsultantRatingValue[];
  /** Called with every rating given, in the consultants' order. */
  onChange: (value: readonly ConsultantRatingValue[]) => void;
  /** The group's error (a server's verdict on `ratings`). @default undefined */
  errorMessage?: string | undefined;
  /** The ratings show but cannot be changed (e.g. while the dialog cannot take input). @default false */
  isDisabled?: boolean;
}

/** The ratings after `consultant` was given `rating`: one per rated consultant, in the consultants' order. */
export function withRating(
  consultants: readonly RatedConsultant[],
  value: readonly ConsultantRatingValue[],
  consultant: RatedConsultant,
  rating: number,
): ConsultantRatingValue[] {
  const given = new Map(value.map((entry) => [entry.user.id, entry.rating]));
  given.set(consultant.id, rating);
  return consultants.flatMap(({ id, fullName }) => {
    const stars = given.get(id);
    return stars === undefined ? [] : [{ user: { id, fullName }, rating: stars }];
  });
}

/**
 * A half-step star rating (StarRating) per search consultant who supplied candidates, as the hire
 * and cancel dialogs of 001 §2.5 ask for, bound to the payload's `ratings` (`[{ user, rating }]`).
 * A consultant not rated yet reads "Not rated yet" and is left out of the payload. Nothing shows
 * when there is nobody to rate; disabled, the ratings show but take no change.
 */
export function ConsultantRatings({ label, consultants, value, onChange, errorMessage, isDisabled = false }: ConsultantRatingsProps) {
  if (consultants.length === 0) return null;
  const ratingOf = new Map(value.map((entry) => [entry.user.id, entry.rating]));
  return (
    <FieldGroup label={label} errorMessage={errorMessage}>
      <Stack gap="small" align="flex-start">
        {consultants.map((consultant) => (
          <StarRating
            key={consultant.id}
            label={consultant.fullName}
            value={ratingOf.get(consultant.id) ?? NEW_RATING}
            isDisabled={isDisabled}
            onChange={(rating) => onChange(withRating(consultants, value, consultant, rating))}
          />
        ))}
      </Stack>
    </FieldGroup>
  );
}
