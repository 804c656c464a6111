import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.interestsBreakdown.title', defaultMessage: 'Interests', description: 'Accessible name of the interests breakdown' },
  department: {
    id: 'ui.interestsBreakdown.type.department',
    defaultMessage: 'Departments',
    description: 'Heading of the department interests',
  },
  sector: { id: 'ui.interestsBreakdown.type.sector', defaultMessage: 'Sectors', description: 'Heading of the sector interests' },
  country: { id: 'ui.interestsBreakdown.type.country', defaultMessage: 'Countries', description: 'Heading of the country interests' },
  jobSearchType: {
    id: 'ui.interestsBreakdown.type.jobSearchType',
    defaultMessage: 'Search types',
    description: 'Heading of the job-search-type interests (e.g. executive search, direct search)',
  },
});
