/** What a user is told when any rate limit of the platform turns them away (HTTP 429). */
export const RATE_LIMIT_MESSAGES = {
  rateLimited: 'Too many attempts. Please try again later.',
} as const;
