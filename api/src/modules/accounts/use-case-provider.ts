import type { Provider } from '@nestjs/common';

declare const valueType: unique symbol;

/** A symbol token that names the type of what it provides, so `useCaseProvider` can check it. */
export type TypedToken<T> = symbol & { readonly [valueType]?: T };

/** Whatever Nest resolves to a value of type T: a port (abstract class), a class, or a typed symbol. */
export type TokenFor<T> = (abstract new (...args: never[]) => T) | TypedToken<T>;

/**
 * A `useFactory` provider for a use case whose constructor takes the values of `inject`, in
 * that order. The compiler checks the list against the constructor, so a port in the wrong
 * place or a missing one does not build.
 */
export function useCaseProvider<Args extends unknown[], UseCase>(
  useCase: new (...args: Args) => UseCase,
  inject: NoInfer<{ [K in keyof Args]: TokenFor<Args[K]> }>,
): Provider {
  return { provide: useCase, inject: [...inject], useFactory: (...args: Args) => new useCase(...args) };
}
