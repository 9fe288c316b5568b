/**
 * Every HTML page the site serves, pre-rendered at build (bin/finalize-site.ts) or rendered at run time (the
 * news renderer), leaves through this one function: hydration after the first paint, then the page's own
 * script policy, hashed over the scripts as they finally are.
 */
import { withDeferredHydration } from './deferred-hydration';
import { withPageCsp } from './page-csp';

export const finishedPage = (html: string): string => withPageCsp(withDeferredHydration(html));
