/**
 * A package loaded by the first call that needs it rather than when the Lambda function starts: a dynamic
 * import, kept once it has loaded. A load that failed is not kept, so the next call tries again instead of
 * the container failing every such call until it is recycled
 * (docs/decisions/013-composition-by-what-it-wires.md).
 */
export function onFirstUse<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
