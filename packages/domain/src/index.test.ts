import { describe, it, expect } from 'vitest';
import * as domain from './index';

describe('public API', () => {
  it('exposes the rules by name', () => {
    for (const name of [
      'can',
      'checkPermission',
      'canEnterDashboard',
      'decideJobAction',
      'decideJobRecruiterAction',
      'decideApplicationAction',
      'decideCandidateListAction',
      'applicationTargetStatus',
      'recruitmentFee',
      'computeRevenue',
      'backComputeFee',
      'relativeTime',
      'parseLocalDate',
      'validate',
      'hireSchema',
      'consultantSearchFiltersSchema',
      'domainErrorMessages',
      'domainMessages',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
  it('every domain message id is namespaced and has a text', () => {
    for (const [id, text] of Object.entries(domain.domainMessages)) {
      expect(id).toMatch(/^domain\.[a-z-]+\.[a-z-]+$/);
      expect(text.length).toBeGreaterThan(0);
    }
    expect(domain.domainMessages['domain.application-status.offer-made']).toBe('Offer sent');
    expect(domain.domainMessages['domain.job-recruiter-status.declined']).toBe('Declined');
  });
});
