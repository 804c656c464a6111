export { Table } from './Table';
export type { TableColumn, TableProps } from './Table';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
