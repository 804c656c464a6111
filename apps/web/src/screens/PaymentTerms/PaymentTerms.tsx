import { paymentTermModes } from '@mandate/domain';
import { Button, Card, PageHeader, PaymentTermsDialog, Stack, Table, Text } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../routes/paths';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import { messages } from './PaymentTerms.messages';
import { createPaymentTermAtom, deletePaymentTermAtom, editPaymentTermAtom, paymentTermsPageAtom } from './paymentTerms.atoms';

/**
 * The payment terms (`/dashboard/payment-terms`, 001 §2.5): every term with how it is shown, its
 * days and whether it is for companies or agencies; admins open the payment terms dialog to add,
 * edit and delete ("Are you sure you want to delete payment term?"). The table and the dialog show
 * the same list, refetched after each change.
 */
export default function PaymentTerms() {
  const intl = useIntl();
  const page = useAtomValue(paymentTermsPageAtom);
  const create = useSetAtom(createPaymentTermAtom);
  const edit = useSetAtom(editPaymentTermAtom);
  const remove = useSetAtom(deletePaymentTermAtom);
  const [isOpen, setOpen] = useState(false);
  const header = (
    <PageHeader
      title={intl.formatMessage(messages.title)}
      back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
      primaryAction={
        page.canManage && !page.error ? (
          <Button onPress={() => setOpen(true)} isDisabled={page.isPending}>
            {intl.formatMessage(messages.manage)}
          </Button>
        ) : null
      }
    />
  );

  if (page.error && page.terms.length === 0) {
    return (
      <PageFailure
        header={header}
        error={page.error}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  }

  if (page.isPending) return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="40%" cards={[5]} />;

  return (
    <main className={pageStyle}>
      <Stack gap="large">
        {header}
        <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
        <Card>
          <Table
            aria-label={intl.formatMessage(messages.list)}
            rows={page.terms}
            emptyState={intl.formatMessage(messages.empty)}
            columns={[
              { id: 'label', name: intl.formatMessage(messages.colLabel), isRowHeader: true, cell: (term) => term.label },
              { id: 'days', name: intl.formatMessage(messages.colDays), cell: (term) => intl.formatNumber(term.days) },
              {
                id: 'mode',
                name: intl.formatMessage(messages.colMode),
                cell: (term) => intl.formatMessage(term.mode === paymentTermModes.agency ? messages.agency : messages.company),
              },
            ]}
          />
        </Card>
      </Stack>
      {isOpen ? (
        <PaymentTermsDialog
          terms={page.terms}
          onClose={() => setOpen(false)}
          onCreate={async (payload) => {
            await create(payload);
          }}
          onEdit={async (id, payload) => {
            await edit({ id, payload });
          }}
          onDelete={async (id) => {
            await remove(id);
          }}
        />
      ) : null}
    </main>
  );
}
