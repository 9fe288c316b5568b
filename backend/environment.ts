/**
 * The names of the environment variables the backend reads, defined once: backend/config.ts reads them,
 * the CDK stack sets them on each function (infra/function-environment.ts) and the local stack sets them
 * in its own process (backend/local/stack.ts). Table names follow tables.ts (`envVar`).
 */
export const ENV = {
  region: 'AWS_REGION',
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  signingSecretArn: 'SIGNING_SECRET_ARN',
  signingSecretFile: 'SIGNING_SECRET_FILE',
  publicFunctionSecretArn: 'PUBLIC_FUNCTION_SECRET_ARN',
  publicFunctionSecretFile: 'PUBLIC_FUNCTION_SECRET_FILE',
  originSecretArn: 'ORIGIN_SECRET_ARN',
  originSecretFile: 'ORIGIN_SECRET_FILE',
  /** The KMS key that seals signed letters (AWS). */
  sealingKeyId: 'SEALING_KEY_ID',
  /** The folder of the local seal key and certificate (local stack only). */
  sealingKeyDir: 'SEALING_KEY_DIR',
  lambdaEndpoint: 'LAMBDA_ENDPOINT',
  resetMailerFunction: 'RESET_MAILER_FUNCTION',
  publicPagesFunction: 'PUBLIC_PAGES_FUNCTION',
  trashEmptierFunction: 'TRASH_EMPTIER_FUNCTION',
  conflictCheckerFunction: 'CONFLICT_CHECKER_FUNCTION',
  letterSealerFunction: 'LETTER_SEALER_FUNCTION',
  siteRendererDir: 'SITE_RENDERER_DIR',
  siteFilesDir: 'SITE_FILES_DIR',
  siteBucket: 'SITE_BUCKET',
  siteDistributionId: 'SITE_DISTRIBUTION_ID',
  mailFrom: 'MAIL_FROM',
  firmInfoEmail: 'FIRM_INFO_EMAIL',
  siteUrl: 'SITE_URL',
  documentsBucket: 'DOCUMENTS_BUCKET',
  auditRetentionDays: 'AUDIT_RETENTION_DAYS',
  /** Set by Lambda itself in every function. */
  functionName: 'AWS_LAMBDA_FUNCTION_NAME',
  /** Local stack only (test hook): how far the product's clock is moved. Never set in AWS. */
  localClockOffsetMs: 'LOCAL_CLOCK_OFFSET_MS',
  /**
   * Local stack only (tests): where the product's clock stood, relative to the machine's, before any move:
   * a test run starts the clock at an instant it chooses (backend/testing/test-clock.ts). Never set in AWS.
   */
  localClockBaseOffsetMs: 'LOCAL_CLOCK_BASE_OFFSET_MS',
} as const;
