/**
 * The AppSync client (aws-amplify/api, `lambda` auth mode) on the site's own origin. Loaded only on demand
 * by lib/graphql.ts, so no public page carries it in its first load.
 */
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
import { DEFAULT_REGION } from '#contract/deployment';

Amplify.configure({
  API: {
    GraphQL: {
      endpoint: `${window.location.origin}/graphql`,
      region: DEFAULT_REGION,
      defaultAuthMode: 'lambda',
    },
  },
});

export const client = generateClient();
