/**
 * A domain type as it reaches the browser through JSON: every Date is its ISO string, and
 * objects and arrays are mapped field by field. Optional fields and nulls stay as they are.
 * The web's answer types are built from the domain's public types with it, so a field the
 * API adds or renames shows up here without being written twice:
 *
 *   export type SubscriptionRow = Jsonified<PublicSubscription>;
 */
export type Jsonified<T> = T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? Jsonified<Item>[]
      : T extends object
        ? { [Key in keyof T]: Jsonified<T[Key]> }
        : T;
