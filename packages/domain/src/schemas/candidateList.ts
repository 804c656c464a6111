/**
 * Schemas of the candidate list (submission) dialogs (000 §2, §3, §5).
 */
import * as v from 'valibot';
import { candidateListStatuses, milestoneTypes } from '../statuses';
import { flag, id, nonEmptyList, option, optionalRichText, optionalText, paging, requiredText, TEXT_LIMITS } from './fields';

/** Candidate list create (000 §5): title and attachments required; comment; the vacancy. */
export const candidateListCreateSchema = v.object(
  { title: requiredText(), comment: optionalRichText(TEXT_LIMITS.long), attachments: nonEmptyList(id()), jobId: id() },
  'domain.error.required',
);

/** Candidate list edit: the create fields without the vacancy. */
export const candidateListEditSchema = v.object(
  { title: requiredText(), comment: optionalRichText(TEXT_LIMITS.long), attachments: nonEmptyList(id()) },
  'domain.error.required',
);

/** Defaults of the complete-research dialog: the first milestone (000 §5). */
export const completeResearchDefaults = { milestone: milestoneTypes[0] } as const;

/** Complete research (000 §5): a milestone. */
export const completeResearchSchema = v.object({ milestone: option(milestoneTypes) }, 'domain.error.required');

/** Reject submission (000 §2): a comment. The spec marks nothing required here. */
export const rejectSubmissionSchema = v.object({ comment: optionalText() }, 'domain.error.required');

/** Withdraw submission (000 §2, §3): comment and send-a-copy-to-the-employer. */
export const withdrawSubmissionSchema = v.object({ comment: optionalText(), sendCopyToEmployer: flag() }, 'domain.error.required');

/** The candidate lists (submissions) the user may see (POST /candidate-list/list): by vacancy and status, paged. */
export const submissionListQuerySchema = v.object(
  {
    jobId: v.optional(
      v.nullable(v.pipe(v.number('domain.error.type'), v.integer('domain.error.integer'), v.minValue(1, 'domain.error.min'))),
      null,
    ),
    status: v.optional(v.array(v.picklist(candidateListStatuses, 'domain.error.option'), 'domain.error.type'), []),
    ...paging(20),
  },
  'domain.error.required',
);
