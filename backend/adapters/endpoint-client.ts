import { config, type BackendConfig } from '../config';

/**
 * A getter for one AWS SDK client per process, built again only when the configured endpoint changes: in AWS
 * the endpoint is the service's own (undefined), locally and in tests it names the emulator the stack started.
 * A client built asynchronously (its SDK package loaded on first use) that failed to build is built again by
 * the next call.
 */
export function endpointClient<Client>(
  endpointOf: (endpoints: BackendConfig['endpoints']) => string | undefined,
  build: (region: string, endpoint: string | undefined) => Client,
): () => Client {
  let client: Client | undefined;
  let builtFor: string | undefined;
  return () => {
    const { region, endpoints } = config();
    const endpoint = endpointOf(endpoints);
    if (client === undefined || builtFor !== endpoint) {
      builtFor = endpoint;
      const built = build(region, endpoint);
      client = built;
      if (built instanceof Promise)
        built.catch(() => {
          if (client === built) client = undefined;
        });
    }
    return client;
  };
}
