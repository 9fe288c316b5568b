import { describe, expect, it } from 'vitest';
import { AUDIT_OUTBOX_WAITING, METRIC_FUNCTION_DIMENSION, METRIC_NAMESPACE, metricLine } from './metrics';

describe('a metric line', () => {
  const now = new Date('2026-11-29T02:00:00Z');

  it('carries the writing function’s name as its dimension, so each stage reads its own numbers', () => {
    const line = JSON.parse(metricLine(AUDIT_OUTBOX_WAITING, 3, 'LawFirmSite-staging-Sweeper', now));
    expect(line).toEqual({
      _aws: {
        Timestamp: now.getTime(),
        CloudWatchMetrics: [
          {
            Namespace: METRIC_NAMESPACE,
            Dimensions: [[METRIC_FUNCTION_DIMENSION]],
            Metrics: [{ Name: AUDIT_OUTBOX_WAITING, Unit: 'Count' }],
          },
        ],
      },
      [METRIC_FUNCTION_DIMENSION]: 'LawFirmSite-staging-Sweeper',
      [AUDIT_OUTBOX_WAITING]: 3,
    });
  });

  it('has no dimension outside Lambda (the local stack)', () => {
    const line = JSON.parse(metricLine(AUDIT_OUTBOX_WAITING, 0, undefined, now));
    expect(line._aws.CloudWatchMetrics[0].Dimensions).toEqual([[]]);
    expect(line).not.toHaveProperty(METRIC_FUNCTION_DIMENSION);
  });
});
