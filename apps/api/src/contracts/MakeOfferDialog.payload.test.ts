/** MakeOfferDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { offerApplication } from '@mandate/api-client';
import { makeOfferFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'MakeOfferDialog',
  as: 'employer',
  payload: makeOfferFixtures.filled,
  lists: [],
  // A backed-up candidate may get the offer (the machine's `offer` grants).
  subject: (world) => world.application('employer', 'backed-up'),
  send: (client, applicationId, payload) => offerApplication(client, applicationId, payload),
  accepted: (application) => {
    expect(application.status.code).toBe('offer-made');
    expect(application.logs.at(-1)?.comment).toBe(makeOfferFixtures.filled.comment);
  },
  // An offer is made once.
  refusedOnRepeat: 409,
  requiredField: 'comment',
});

dialogContract({
  name: 'MakeOfferDialog',
  variant: 'admin, with the date',
  as: 'admin',
  payload: makeOfferFixtures.filledAdmin,
  lists: [],
  subject: (world) => world.application('admin', 'in-review'),
  send: (client, applicationId, payload) => offerApplication(client, applicationId, payload),
  accepted: (application) => {
    expect(application.status.code).toBe('offer-made');
    // The offer's log entry carries the day the admin gave.
    const offer = application.logs.filter((log) => log.status.code === 'offer-made').at(-1);
    expect(offer?.creationDate?.slice(0, 10)).toBe(makeOfferFixtures.filledAdmin.creationDate);
  },
  refusedOnRepeat: 409,
  requiredField: 'creationDate',
});
