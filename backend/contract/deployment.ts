/** Where the stack runs unless the deployment says otherwise; the browser's AppSync client names it too. */
export const DEFAULT_REGION = 'us-west-2';
