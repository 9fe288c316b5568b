/**
 * The clock s3rver keeps: it stamps objects (LastModified) and checks a presigned link's lifetime by the
 * machine's time, not the product's, which a test run starts at an instant of its choosing
 * (test-clock.ts). In AWS, S3's clock and the product's agree; a test of what S3 itself decides reads this one.
 */
// eslint-disable-next-line no-restricted-syntax -- s3rver's own clock, read on purpose (above)
export const s3Clock = (): Date => new Date();
