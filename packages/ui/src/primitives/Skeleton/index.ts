export { Skeleton, SkeletonText, skeletonHeights } from './Skeleton';
export type { SkeletonProps, SkeletonTextProps, SkeletonHeight } from './Skeleton';
