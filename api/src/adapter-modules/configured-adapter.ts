import type { Provider } from '@nestjs/common';
import type { TokenFor, TypedToken } from '../modules/accounts/use-case-provider';

/**
 * A provider of one part (the port, the plan ids, the widget settings…) of the adapter an
 * adapter module configured once under `configured`.
 */
export function fromConfigured<Configured, Part>(provide: TokenFor<Part>, configured: TypedToken<Configured>, part: (adapter: Configured) => Part): Provider {
  return { provide, inject: [configured], useFactory: part };
}
