import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'web.profile.back', defaultMessage: 'Home', description: 'Back link of a profile page, to the home page' },
  unavailable: {
    id: 'web.profile.unavailable',
    defaultMessage: 'Profile not available',
    description: 'Heading of a profile page that could not be loaded',
  },
  failed: {
    id: 'web.profile.failed',
    defaultMessage: 'The profile could not be loaded.',
    description: 'A profile failed to load (no server message)',
  },
  retry: { id: 'web.profile.retry', defaultMessage: 'Try again', description: 'Button that loads a profile or its testimonials again' },
  loading: {
    id: 'web.profile.loading',
    defaultMessage: 'Loading the profile…',
    description: 'Accessible name of a profile page while it loads',
  },
  about: {
    id: 'web.profile.about',
    defaultMessage: 'About',
    description: 'Heading of the card with the person’s details on a profile page',
  },
  sendMessage: {
    id: 'web.profile.sendMessage',
    defaultMessage: 'Send private message',
    description: 'Primary action of another user’s profile page',
  },
  testimonials: {
    id: 'web.profile.testimonials',
    defaultMessage: 'Testimonials',
    description: 'Heading of the testimonials on a search consultant’s profile',
  },
  testimonialsList: {
    id: 'web.profile.testimonialsList',
    defaultMessage: 'Testimonials shown on the profile',
    description: 'Accessible name of the list of accepted testimonials',
  },
  noTestimonials: {
    id: 'web.profile.noTestimonials',
    defaultMessage: 'No testimonials yet.',
    description: 'A search consultant’s profile without accepted testimonials',
  },
  testimonialsLoading: {
    id: 'web.profile.testimonialsLoading',
    defaultMessage: 'Loading the testimonials…',
    description: 'Accessible name of the testimonials while they load',
  },
  testimonialsFailed: {
    id: 'web.profile.testimonialsFailed',
    defaultMessage: 'The testimonials could not be loaded.',
    description: 'The testimonials failed to load (no server message)',
  },
  pendingOwn: {
    id: 'web.profile.pendingOwn',
    defaultMessage: 'Waiting for your decision',
    description: 'Heading, on a consultant’s own profile, of the testimonials they have not accepted yet',
  },
  notShown: {
    id: 'web.profile.notShown',
    defaultMessage: 'Not shown on the profile',
    description: 'Heading, for authors and admins, of testimonials the consultant has not accepted',
  },
  statusPending: {
    id: 'web.profile.statusPending',
    defaultMessage: 'Pending',
    description: 'A testimonial waiting for the consultant’s decision',
  },
  statusRejected: { id: 'web.profile.statusRejected', defaultMessage: 'Rejected', description: 'A testimonial the consultant rejected' },
  byline: {
    id: 'web.profile.byline',
    defaultMessage: '{author} on “{vacancy}”',
    description: 'Who wrote a testimonial and on which vacancy',
  },
  accept: {
    id: 'web.profile.accept',
    defaultMessage: 'Accept',
    description: 'Button: the consultant accepts a testimonial, it shows on their profile',
  },
  reject: { id: 'web.profile.reject', defaultMessage: 'Reject', description: 'Button: the consultant rejects a testimonial' },
  edit: { id: 'web.profile.edit', defaultMessage: 'Edit', description: 'Button: the author changes their testimonial' },
  delete: { id: 'web.profile.delete', defaultMessage: 'Delete', description: 'Button: the author deletes their testimonial' },
  actionsOf: {
    id: 'web.profile.actionsOf',
    defaultMessage: 'Testimonial of {author}',
    description: 'Accessible name of the group of buttons of one testimonial',
  },
  rejectTitle: {
    id: 'web.profile.rejectTitle',
    defaultMessage: 'Reject testimonial',
    description: 'Title of the question before rejecting a testimonial',
  },
  rejectQuestion: {
    id: 'web.profile.rejectQuestion',
    defaultMessage: 'Are you sure you want to reject the testimonial of {author}? It will not be shown on your profile.',
    description: 'Question before rejecting a testimonial',
  },
  deleteTitle: {
    id: 'web.profile.deleteTitle',
    defaultMessage: 'Delete testimonial',
    description: 'Title of the question before deleting a testimonial',
  },
  deleteQuestion: {
    id: 'web.profile.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete your testimonial?',
    description: 'Question before deleting one’s own testimonial',
  },
  testimonialSent: {
    id: 'web.profile.testimonialSent',
    defaultMessage: 'Testimonial sent',
    description: 'Success bar after writing a testimonial',
  },
  testimonialSaved: {
    id: 'web.profile.testimonialSaved',
    defaultMessage: 'Testimonial saved',
    description: 'Success bar after editing a testimonial',
  },
  testimonialDeleted: {
    id: 'web.profile.testimonialDeleted',
    defaultMessage: 'Testimonial deleted',
    description: 'Success bar after deleting a testimonial',
  },
  testimonialAccepted: {
    id: 'web.profile.testimonialAccepted',
    defaultMessage: 'Testimonial accepted: it is shown on your profile',
    description: 'Success bar after accepting a testimonial',
  },
  testimonialRejected: {
    id: 'web.profile.testimonialRejected',
    defaultMessage: 'Testimonial rejected',
    description: 'Success bar after rejecting a testimonial',
  },
});
