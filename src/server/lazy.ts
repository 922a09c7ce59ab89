/** A value computed on first use, then kept. */
export function lazy<T>(build: () => T): () => T {
  let value: { readonly built: T } | undefined;
  return () => {
    value ??= { built: build() };
    return value.built;
  };
}
