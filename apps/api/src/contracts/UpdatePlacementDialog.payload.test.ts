/** UpdatePlacementDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { editPlacement } from '@mandate/api-client';
import { updatePlacementFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'UpdatePlacementDialog',
  // The employer who owns the placed vacancy edits it (domain rule `placement-edit`: employer side).
  as: 'employerDe',
  payload: updatePlacementFixtures.filled,
  lists: [{ list: 'revenue-splits', ids: updatePlacementFixtures.revenueSplits.map((split) => split.code) }],
  subject: async (world) => {
    const placement = await world.placement('employerDe');
    // The fixtures name the placement's vacancy (the dialog gets it as `jobId`): it must be the demo placement's.
    expect(placement.jobId, `the demo placement's vacancy id (fixtures say ${updatePlacementFixtures.jobId})`).toBe(
      updatePlacementFixtures.jobId,
    );
    return placement.id;
  },
  send: (client, placementId, payload) => editPlacement(client, placementId, payload),
  accepted: (placement) => {
    const { filled } = updatePlacementFixtures;
    // The server recomputes the fee by domain's rule: it is the one the dialog showed and sent.
    expect(placement).toMatchObject({
      totalPackage: filled.totalPackage,
      recruitmentFee: filled.recruitmentFee,
      feePercentage: filled.feePercentage,
      revenueSplit: filled.revenueSplit,
      offerDate: filled.offerDate,
      startDate: filled.startDate,
      approvalNumber: filled.approvalNumber,
      isGuaranteeCase: true,
    });
  },
  // Editing a placement again with the same values is fine (a reverted one is refused: the RefusedMessage story).
  refusedOnRepeat: null,
  requiredField: 'approvalNumber',
});
