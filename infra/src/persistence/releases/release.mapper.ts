import type { MachinePlatform, Release, ReleaseChannel } from '@pointforge/domain';
import type { ReleaseRow } from './release.orm-entity';

export function toRelease(row: ReleaseRow): Release {
  return {
    id: row.id,
    version: row.version,
    channel: row.channel as ReleaseChannel,
    platform: row.platform as MachinePlatform,
    objectKey: row.object_key,
    fileName: row.file_name,
    size: Number(row.size),
    sha256: row.sha256,
    sha512: row.sha512,
    edSignature: row.ed_signature,
    notes: row.notes,
    releasedAt: row.released_at,
    publishedBy: row.published_by,
    createdAt: row.created_at,
  };
}

export function toReleaseRow(release: Release): ReleaseRow {
  return {
    id: release.id,
    version: release.version,
    channel: release.channel,
    platform: release.platform,
    object_key: release.objectKey,
    file_name: release.fileName,
    size: release.size,
    sha256: release.sha256,
    sha512: release.sha512,
    ed_signature: release.edSignature,
    notes: release.notes,
    released_at: release.releasedAt,
    published_by: release.publishedBy,
    created_at: release.createdAt,
  };
}
