/** The response schemas (issue 12 §3): one per answer the web app reads. */
export * from './shared';
export * from './application';
export * from './candidate';
export * from './candidateList';
export * from './inbox';
export * from './jobRecruiter';
export * from './note';
export * from './paymentTerm';
export * from './productFeedback';
export * from './task';
export * from './shortlist';
export * from './testimonial';
export * from './user';
export * from './vacancy';
export { responseSchemas, responseSchemaOf } from './routes';
