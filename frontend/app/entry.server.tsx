/**
 * React Router's default server entry (@react-router/dev's entry.server.node.tsx), with one change: every page
 * is rendered whole before it is written (`onAllReady`, every part in its place), where the default waits for
 * the shell alone unless the visitor is a bot. Pages are pre-rendered at build time (and news pages by the renderer at run time):
 * nobody waits on the stream, and a part that suspends (the home page's consultation form, whose code loads
 * as the visitor reaches it) is written in its place rather than streamed after the footer and moved there by
 * a script, so the page reads the same without JavaScript.
 */
import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allRendered = false;
    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React writes a part that was not ready when the page began after the page's end, with a script that
        // moves it into place; this page is written only when everything is ready, so nothing needs moving.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          allRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors of the shell reject and are logged by React Router; later ones are logged here.
          if (allRendered) console.error(error);
        },
      },
    );
  });
}
