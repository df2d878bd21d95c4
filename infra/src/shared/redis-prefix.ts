/** REDIS_PREFIX when it is not set: what the API, the worker and the command-line tools put before every key. */
export const DEFAULT_REDIS_PREFIX = 'pf';
