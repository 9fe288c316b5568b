declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  /** The part of Koa's context the local S3's own middleware reads and writes. */
  export interface S3rverContext {
    method: string;
    status: number;
    body: unknown;
    type: string;
    get(header: string): string;
    response: { get(header: string): string };
    /** Node's response: 'close' comes once it is sent, or when the caller hangs up first. */
    res: { once(event: 'close', listener: () => void): void };
  }
  export type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** S3 event notifications (ObjectCreated, ObjectRemoved) of every bucket: s3rver is a Koa app. */
    on(event: 'event', listener: (notification: unknown) => void): this;
    /** Koa's middleware, in order; composed when the server starts (`run`). */
    middleware: S3rverMiddleware[];
    /** s3rver's filesystem store: an object's metadata (its quoted `etag`); fails when there is none. */
    store: { getMetadata(bucket: string, key: string): Promise<{ etag: string }> };
  }
}
