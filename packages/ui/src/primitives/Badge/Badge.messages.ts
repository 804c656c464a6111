import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  basic: {
    id: 'ui.badge.subscription.basic',
    defaultMessage: 'Basic subscription',
    description: 'Accessible name of the B subscription badge',
  },
  premium: {
    id: 'ui.badge.subscription.premium',
    defaultMessage: 'Premium subscription',
    description: 'Accessible name of the P subscription badge',
  },
  premiumPlus: {
    id: 'ui.badge.subscription.premiumPlus',
    defaultMessage: 'Premium+ subscription',
    description: 'Accessible name of the P+ subscription badge',
  },
  psl: {
    id: 'ui.badge.psl',
    defaultMessage: 'This search consultant is on the list of your preferred suppliers',
    description: 'Meaning of the PSL badge (preferred supplier list), 001 §2.6',
  },
  demo: { id: 'ui.badge.demo', defaultMessage: 'Demo user', description: 'Accessible name of the DEMO badge on demo accounts' },
});
