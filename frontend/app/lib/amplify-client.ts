/**
 * The AppSync client (aws-amplify/api, `lambda` auth mode) on the site's own origin. Loaded only on demand
 * by lib/graphql.ts, so no public page carries it in its first load.
 */
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';

Amplify.configure({
  API: {
    GraphQL: {
      endpoint: `${window.location.origin}/graphql`,
      region: 'us-west-2',
      defaultAuthMode: 'lambda',
    },
  },
});

export const client = generateClient();
