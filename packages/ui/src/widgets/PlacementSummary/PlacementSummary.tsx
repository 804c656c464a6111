import { useId } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { SummaryList } from '../../primitives/SummaryList';
import { Heading } from '../../primitives/Text';
import { formatDay } from '../ConsultantRow/plainText';
import * as styles from './PlacementSummary.css';
import { messages } from './PlacementSummary.messages';

/** A placement's figures as the server answers them (001 §3). */
export interface PlacementFigures {
  totalPackage: number;
  recruitmentFee: number;
  /** The percentage the fee was derived with; null for a fixed fee. */
  feePercentage: number | null;
  /** Days as 'YYYY-MM-DD'. */
  offerDate: string;
  signatureDate: string;
  startDate: string;
  approvalNumber: string;
  isGuaranteeCase?: boolean;
}

/** One action on the placement (edit, revert), as the caller's list of allowed actions names it. */
export interface PlacementSummaryAction {
  id: string;
  label: string;
  /** @default false */
  isDestructive?: boolean;
}

export interface PlacementSummaryProps {
  placement: PlacementFigures;
  /** The currency of the package and the fee (the vacancy's salary currency), e.g. `chf`. */
  currency: string;
  /** The heading's level in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The actions the viewer may take (the server's answer). @default none */
  actions?: readonly PlacementSummaryAction[];
  onAction?: (id: string) => void;
}

function money(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  });
}

/** A day written from 'YYYY-MM-DD' (noon UTC, so no time zone moves it). */
const day = (intl: IntlShape, date: string) => formatDay(intl, `${date}T12:00:00.000Z`);

/**
 * The placement of a hired candidate: the total package and the recruitment fee in the vacancy's
 * currency (with the percentage it was derived with), the offer, signature and start days, the
 * approval number, the guarantee-case flag, and buttons for what the viewer may do with it (edit,
 * revert). Presentational: the fee is the server's (domain's `recruitmentFee`), never recomputed here.
 */
export function PlacementSummary({ placement, currency, headingLevel = 3, actions = [], onAction }: PlacementSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const fee = money(intl, placement.recruitmentFee, currency);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading level={headingLevel} size={4} id={headingId}>
          {intl.formatMessage(messages.title)}
        </Heading>
        {placement.isGuaranteeCase ? <Badge tone="caution">{intl.formatMessage(messages.guarantee)}</Badge> : null}
      </div>
      <SummaryList
        aria-label={intl.formatMessage(messages.title)}
        items={[
          { id: 'totalPackage', label: intl.formatMessage(messages.totalPackage), value: money(intl, placement.totalPackage, currency) },
          {
            id: 'recruitmentFee',
            label: intl.formatMessage(messages.recruitmentFee),
            value:
              placement.feePercentage === null ? (
                fee
              ) : (
                <>
                  {fee}{' '}
                  <span className={styles.hint}>
                    {intl.formatMessage(messages.feePercentage as MessageDescriptor, {
                      percent: intl.formatNumber(placement.feePercentage),
                    })}
                  </span>
                </>
              ),
          },
          { id: 'offerDate', label: intl.formatMessage(messages.offerDate), value: day(intl, placement.offerDate) },
          { id: 'signatureDate', label: intl.formatMessage(messages.signatureDate), value: day(intl, placement.signatureDate) },
          { id: 'startDate', label: intl.formatMessage(messages.startDate), value: day(intl, placement.startDate) },
          { id: 'approvalNumber', label: intl.formatMessage(messages.approvalNumber), value: placement.approvalNumber },
        ]}
      />
      {actions.length > 0 ? (
        <div className={styles.actions} role="group" aria-label={intl.formatMessage(messages.actions)}>
          {actions.map((action) => (
            <Button
              key={action.id}
              size="small"
              variant={action.isDestructive ? 'critical' : 'secondary'}
              onPress={() => onAction?.(action.id)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
