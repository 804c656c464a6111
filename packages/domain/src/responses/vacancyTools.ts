/** Answers of a vacancy's tools: the fee calculator and the terms document (shortlists: shortlist.ts) (001 §7.2, §7.3). */
import * as v from 'valibot';
import { locales } from '../statuses';
import { text } from './shared';

/** `POST /job/success-fee`: domain's revenue breakdown with the fee and split it used. */
export const successFeeResponse = v.object({
  totalCompensation: v.number(),
  fee: v.number(),
  /** The fee as a percent of the package, one decimal; null when the package is 0. */
  feePercentage: v.nullable(v.number()),
  productRevenue: v.number(),
  agencyRevenue: v.number(),
  recruitmentFee: v.number(),
  successFee: v.object({ percentage: v.nullable(v.number()), fixed: v.nullable(v.number()) }),
  revenueSplit: v.object({ code: text(), label: text(), percentage: v.number() }),
});

/** `POST /job/tos`: the terms document of a language and revision. */
export const termsDocumentResponse = v.object({ locale: v.picklist(locales), revision: text(), url: text() });
