import { BRAND, type FeedItem, type MachinePlatform, type ReleaseChannel } from '@pointforge/domain';
import { escapeMarkup } from '../../common/http/markup';

export const SPARKLE_NAMESPACE = 'http://www.andymatuschak.org/xml-namespaces/sparkle';

export interface AppcastChannel {
  platform: MachinePlatform;
  channel: ReleaseChannel;
  siteOrigin: string;
}

/** RFC 822 (RSS 2.0's date format), as Date#toUTCString writes it: `Mon, 01 Sep 2025 00:00:00 GMT`. */
function rfc822(date: Date): string {
  return date.toUTCString();
}

function item({ release, downloadUrl, notesUrl }: FeedItem): string {
  const version = escapeMarkup(release.version);
  // Sparkle 2 offers an item tagged with a channel only to apps that ask for that channel.
  const channel = release.channel === 'stable' ? '' : `\n      <sparkle:channel>${escapeMarkup(release.channel)}</sparkle:channel>`;
  return `
    <item>
      <title>${escapeMarkup(BRAND.productName)} ${version}</title>
      <pubDate>${rfc822(release.releasedAt)}</pubDate>
      <sparkle:version>${version}</sparkle:version>
      <sparkle:shortVersionString>${version}</sparkle:shortVersionString>${channel}
      <sparkle:releaseNotesLink>${escapeMarkup(notesUrl)}</sparkle:releaseNotesLink>
      <enclosure url="${escapeMarkup(downloadUrl)}" length="${release.size}" type="application/octet-stream" sparkle:edSignature="${escapeMarkup(release.edSignature)}" sparkle:os="${escapeMarkup(release.platform)}" />
    </item>`;
}

/**
 * A Sparkle 2 / WinSparkle appcast (RSS 2.0 with the sparkle namespace): one item per
 * release the licence is entitled to, newest first, every value escaped.
 */
export function appcastXml(items: readonly FeedItem[], { platform, channel, siteOrigin }: AppcastChannel): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:sparkle="${SPARKLE_NAMESPACE}">
  <channel>
    <title>${escapeMarkup(`${BRAND.productName} updates (${platform}, ${channel})`)}</title>
    <link>${escapeMarkup(siteOrigin)}</link>
    <description>${escapeMarkup(`Releases of ${BRAND.productName} for ${platform} on the ${channel} channel.`)}</description>
    <language>en</language>${items.map(item).join('')}
  </channel>
</rss>
`;
}
