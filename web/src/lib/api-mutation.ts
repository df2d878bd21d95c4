import { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiSuccess } from './api-client';

/** What a change does to the other queries on screen around its call. */
export interface ApiMutationEffects<Arg, Reply> {
  /** After a success, before `trigger` resolves: puts the answer in a cached query or reads one again. */
  onSuccess?: (mutate: ScopedMutator, reply: Reply, arg: Arg) => Promise<unknown>;
  /** After a failure, not waited for: reads again a query the failure shows to be out of date. */
  onFailure?: (mutate: ScopedMutator) => unknown;
}

export interface ApiMutation<Arg, Reply> {
  /** Sends the change; rejects with what the call threw (an ApiError). */
  trigger: (arg: Arg) => Promise<Reply>;
  /** True while a call is under way. */
  isMutating: boolean;
}

/**
 * One change through the API, on SWR's useSWRMutation: each `trigger(arg)` calls `send(arg)`
 * once and never again (a repeat after a lost answer could send, file or charge twice), and
 * `key` is not revalidated; `effects` keep the queries that show what changed in step.
 */
export function useApiMutation<Arg = void, Reply = ApiSuccess>(
  key: string,
  send: (arg: Arg) => Promise<Reply>,
  effects: ApiMutationEffects<Arg, Reply> = {},
): ApiMutation<Arg, Reply> {
  const { mutate } = useSWRConfig();
  const { onSuccess, onFailure } = effects;
  const { trigger, isMutating } = useSWRMutation(
    key,
    async (_key: string, { arg }: { arg: Arg }) => {
      let reply: Reply;
      try {
        reply = await send(arg);
      } catch (error) {
        void onFailure?.(mutate);
        throw error;
      }
      await onSuccess?.(mutate, reply, arg);
      return reply;
    },
    { revalidate: false },
  );
  return { trigger: trigger as ApiMutation<Arg, Reply>['trigger'], isMutating };
}
