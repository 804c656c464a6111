import type { Id, SearchConsultantListItem } from '@mandate/domain';
import { useCallback, useRef } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Avatar } from '../../primitives/Avatar';
import { DemoBadge } from '../../primitives/Badge';
import { FieldGroup } from '../FormDialog/FieldGroup';
import { IconButton } from '../../primitives/IconButton';
import {
  ConsultantPicker,
  type ConsultantFilters,
  type ConsultantLoader,
  type ConsultantReferenceLists,
} from '../../widgets/ConsultantPicker';
import * as styles from './ConsultantStepperDialog.css';
import { formatChosen, formatCounts, formatPositionAt, formatRemove, formatUnknown, messages } from './ConsultantStepperDialog.messages';

/** What the first step passes on to the ConsultantPicker. */
export interface ConsultantSelectionOptions {
  /** Loads a page of consultants (the app passes api-client's user list). */
  loadPage: ConsultantLoader;
  /** Options of the picker's code filters. @default {} */
  referenceLists?: ConsultantReferenceLists;
  /** The picker's first filters. @default the domain's defaults */
  defaultFilters?: Partial<ConsultantFilters>;
  /** A consultant's profile link. @default the picker's */
  profileHref?: (id: Key) => string;
  /** The date of a last status as shown. @default the picker's */
  formatDate?: (isoDate: string) => string;
  /** Consultants chosen before the dialog opened (`defaultValues.recruiters`), for their cards. @default [] */
  knownConsultants?: readonly SearchConsultantListItem[];
}

interface ConsultantSelectionProps extends ConsultantSelectionOptions {
  /** The chosen consultants' ids, in the order chosen. */
  value: readonly Id[];
  onChange: (value: readonly Id[]) => void;
  errorMessage: string | undefined;
  /** Admins get the picker's last-login filter. */
  isAdmin: boolean;
  /** Keeps the filters of the last page asked for (an admin's export sends them). */
  filtersRef: { current: ConsultantFilters | null };
  /** Every consultant seen on a page so far, by id (cards and the preview's recipient read it). */
  knownRef: { current: Map<Id, SearchConsultantListItem> };
}

/** The chosen ids after the picker's table reported `keys` while showing `page`: order kept, other pages' choices kept. */
export function nextChoice(previous: readonly Id[], keys: Selection, page: ReadonlySet<Id>): Id[] {
  if (keys === 'all') return [...previous, ...[...page].filter((id) => !previous.includes(id))];
  const ids = [...keys] as Id[];
  // "Deselect all" on one page answers an empty selection: the other pages' choices stay.
  if (ids.length === 0) return previous.filter((id) => !page.has(id));
  return [...previous.filter((id) => keys.has(id)), ...ids.filter((id) => !previous.includes(id))];
}

/** A chosen consultant (001 §2.5): avatar, name, DEMO badge, place, position at organisation, invitation counts. */
function ConsultantCard({ consultant, onRemove }: { consultant: SearchConsultantListItem; onRemove: () => void }) {
  const intl = useIntl();
  const place = [consultant.place?.city, consultant.place?.country?.label].filter(Boolean).join(', ');
  const { position, organization, invitations } = consultant;
  const isDemo = consultant.isDemo ?? consultant.roles?.some((role) => role.code === 'demo-user') ?? false;
  return (
    <li className={styles.card}>
      <Avatar name={consultant.name} src={consultant.avatar?.fullPath} size="small" isDecorative />
      <div className={styles.cardText}>
        <span className={styles.cardName}>
          {consultant.name}
          {isDemo ? <DemoBadge /> : null}
        </span>
        {place ? <span className={styles.cardLine}>{place}</span> : null}
        {position || organization ? (
          <span className={styles.cardLine}>
            {position && organization ? formatPositionAt(intl, position, organization.name) : (position ?? organization?.name)}
          </span>
        ) : null}
        {invitations ? (
          <span className={styles.cardLine}>
            {formatCounts(intl, invitations.invited ?? invitations.total, invitations.invitedAdmin ?? 0, invitations.applied ?? 0)}
          </span>
        ) : null}
      </div>
      <IconButton icon="close" size="small" label={formatRemove(intl, consultant.name)} onPress={onRemove} />
    </li>
  );
}

/**
 * The first step of the invite and select-suppliers dialogs: the chosen consultants as cards (each
 * can be removed) above the ConsultantPicker whose ticks choose them. The picker's pages are
 * remembered, so a card shows a consultant chosen on another page.
 */
export function ConsultantSelection({
  value,
  onChange,
  errorMessage,
  isAdmin,
  filtersRef,
  knownRef: known,
  loadPage,
  knownConsultants: _known,
  ...picker
}: ConsultantSelectionProps) {
  const intl = useIntl();
  const page = useRef<ReadonlySet<Id>>(new Set());
  const recording = useCallback<ConsultantLoader>(
    async (query) => {
      const { page: _page, pageSize: _size, ...filters } = query;
      filtersRef.current = filters;
      const result = await loadPage(query);
      for (const item of result.items) known.current.set(item.id, item);
      page.current = new Set(result.items.map((item) => item.id));
      return result;
    },
    [loadPage, filtersRef, known],
  );
  const chosen = value.map((key) => known.current.get(key) ?? { id: key, name: formatUnknown(intl, String(key)) });
  return (
    <div className={styles.step}>
      <FieldGroup label={formatChosen(intl, value.length)} errorMessage={errorMessage} isErrorAlert>
        {chosen.length > 0 ? (
          <ul className={styles.cards}>
            {chosen.map((consultant) => (
              <ConsultantCard
                key={consultant.id}
                consultant={consultant}
                onRemove={() => onChange(value.filter((key) => key !== consultant.id))}
              />
            ))}
          </ul>
        ) : (
          <span className={styles.status}>{intl.formatMessage(messages.noneChosen)}</span>
        )}
      </FieldGroup>
      <ConsultantPicker
        {...picker}
        loadPage={recording}
        isAdmin={isAdmin}
        selectedKeys={new Set(value)}
        onSelectionChange={(keys) => onChange(nextChoice(value, keys, page.current))}
      />
    </div>
  );
}
