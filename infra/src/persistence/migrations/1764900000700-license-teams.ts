import { Table, type MigrationInterface } from 'typeorm';
import { createdTables } from './created-tables';
import { foreignKey, instant, primaryKey, reference, varchar } from './table-shapes';

/*
 * Teams: the people holding a licence's seats besides its owner (`license_members`, one row
 * per licence and person, unique), and the owner's invitations by email
 * (`license_invitations`; only the SHA-256 hash of the link's token, unique). Both go with
 * their licence; a membership goes with its person's account (whose devices the licensing
 * account-deletion hook releases first). The accounts an invitation names are kept as a
 * history and set to NULL when they go.
 */
const LICENSE_TEAMS = createdTables(() => [
  new Table({
    name: 'license_members',
    columns: [primaryKey('id'), reference('license_id'), reference('user_id'), reference('invitation_id', true), instant('joined_at')],
    indices: [
      { name: 'UQ_license_members_license_id_user_id', columnNames: ['license_id', 'user_id'], isUnique: true },
      { name: 'IDX_license_members_user_id', columnNames: ['user_id'] },
    ],
    foreignKeys: [foreignKey('license_members', 'license_id', 'licenses', 'CASCADE'), foreignKey('license_members', 'user_id', 'users', 'CASCADE')],
  }),
  new Table({
    name: 'license_invitations',
    columns: [
      primaryKey('id'),
      reference('license_id'),
      varchar('email', 254),
      varchar('token_hash', 64),
      reference('invited_by_user_id', true),
      instant('created_at'),
      instant('expires_at'),
      instant('last_sent_at'),
      instant('accepted_at', true),
      reference('accepted_by_user_id', true),
      instant('revoked_at', true),
      reference('registered_user_id', true),
    ],
    indices: [
      { name: 'UQ_license_invitations_token_hash', columnNames: ['token_hash'], isUnique: true },
      { name: 'IDX_license_invitations_license_id_email', columnNames: ['license_id', 'email'] },
      { name: 'IDX_license_invitations_registered_user_id', columnNames: ['registered_user_id'] },
    ],
    foreignKeys: [
      foreignKey('license_invitations', 'license_id', 'licenses', 'CASCADE'),
      foreignKey('license_invitations', 'invited_by_user_id', 'users', 'SET NULL'),
      foreignKey('license_invitations', 'accepted_by_user_id', 'users', 'SET NULL'),
      foreignKey('license_invitations', 'registered_user_id', 'users', 'SET NULL'),
    ],
  }),
]);

export class LicenseTeams1764900000700 implements MigrationInterface {
  name = 'LicenseTeams1764900000700';
  up = LICENSE_TEAMS.up;
  down = LICENSE_TEAMS.down;
}
