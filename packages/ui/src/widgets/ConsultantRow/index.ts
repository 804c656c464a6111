export { ConsultantList, ConsultantRow } from './ConsultantRow';
export type { ConsultantRowAction, ConsultantRowProps } from './ConsultantRow';
export { plainText } from './plainText';
