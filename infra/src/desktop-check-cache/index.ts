export * from './desktop-check-cache';
export * from './desktop-check-invalidation';
