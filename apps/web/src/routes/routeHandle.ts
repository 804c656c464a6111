import type { MessageDescriptor } from 'react-intl';

/** What a route tells the shell: its title (the page title is the product name plus it, 001 §2.3). */
export interface RouteHandle {
  title?: MessageDescriptor;
}
