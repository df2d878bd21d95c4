/** Copy for the 404 page and the crash screen, word for word as SITE-SPEC.md quotes it. */
export const notFoundCopy = {
  code: '404',
  title: 'Page Not Found',
  message: "The page you are looking for doesn't exist or has been moved.",
  action: 'Return to Home',
} as const;

export const crashCopy = {
  title: 'Something went wrong',
  fallbackMessage: 'An unknown error occurred',
  action: 'Reload Page',
} as const;
