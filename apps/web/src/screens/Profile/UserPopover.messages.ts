import { defineMessages } from 'react-intl';

/** The user info popover's own texts (a module of their own: the popover is on pages that load no profile texts). */
export const messages = defineMessages({
  userLoading: {
    id: 'web.profile.userLoading',
    defaultMessage: 'Loading…',
    description: 'Accessible name of the user popover while the person’s details load',
  },
  userFailed: {
    id: 'web.profile.userFailed',
    defaultMessage: 'The details of this person could not be loaded.',
    description: 'The user popover failed to load the person',
  },
  aboutUser: { id: 'web.profile.aboutUser', defaultMessage: 'About {name}', description: 'Accessible name of the user popover' },
});
