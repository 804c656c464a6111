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
    description: 'Meaning of the PSL badge (preferred supplier list): its accessible name and hover title',
  },
  demo: { id: 'ui.badge.demo', defaultMessage: 'Demo user', description: 'Accessible name of the DEMO badge on demo accounts' },
  basicShort: {
    id: 'ui.badge.subscription.basicShort',
    defaultMessage: 'B',
    description: 'Visible letter of the Basic subscription badge (001 §1: badges B, P, P+); usually not translated',
  },
  premiumShort: {
    id: 'ui.badge.subscription.premiumShort',
    defaultMessage: 'P',
    description: 'Visible letter of the Premium subscription badge; usually not translated',
  },
  premiumPlusShort: {
    id: 'ui.badge.subscription.premiumPlusShort',
    defaultMessage: 'P+',
    description: 'Visible letters of the Premium+ subscription badge; usually not translated',
  },
  pslShort: {
    id: 'ui.badge.pslShort',
    defaultMessage: 'PSL',
    description: 'Visible text of the preferred-supplier-list badge; an abbreviation kept in every language',
  },
  demoShort: {
    id: 'ui.badge.demoShort',
    defaultMessage: 'DEMO',
    description: 'Visible text of the badge on demo accounts; kept in capitals',
  },
});
