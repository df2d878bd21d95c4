/** Where the desktop app's update feed lives. */
export const RELEASES_FEED_PATH = '/api/v1/releases';

/**
 * How long an artifact link of the feed works: an update dialog may stay open a while
 * before the user says "Install", and a download of a large installer must start within it.
 */
export const RELEASE_LINK_LIFETIME_SECONDS = 3600;
