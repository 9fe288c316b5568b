/** SES, locally: aws-ses-v2-local in this process. Its web view shows the mail; GET /store lists it as JSON. */
import { createServer } from 'node:http';
import sesLocalModule from 'aws-ses-v2-local';
import { close, listen } from './listen';

// The package is CommonJS with an `exports.default`; under Node's ESM interop that arrives one level down.
const sesLocal = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;

export interface LocalMailbox {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export async function startMailbox(port: number): Promise<LocalMailbox> {
  // aws-ses-v2-local never settles when its port is taken, so prove the port free first.
  if (port !== 0) {
    const probe = createServer();
    await listen(probe, port, 'local mailbox, MAIL_PORT');
    await close(probe);
  }
  const server = await sesLocal({ host: '127.0.0.1', port });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { endpoint: `http://127.0.0.1:${boundPort}`, port: boundPort, close: () => close(server) };
}
