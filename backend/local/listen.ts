import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

/** Listens on the loopback interface; resolves to the port actually bound (0 picks a free one). */
export function listen(server: Server, port: number, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(`Port ${port} (${what}) is already in use; choose another with its variable.`)
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
