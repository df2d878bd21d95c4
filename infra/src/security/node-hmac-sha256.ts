import { createHmac } from 'node:crypto';
import { HmacSha256Port } from '@pointforge/domain';

export class NodeHmacSha256 extends HmacSha256Port {
  mac(key: Uint8Array, message: string): Uint8Array {
    return new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());
  }
}
